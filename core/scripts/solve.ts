/** Dense linear algebra for the fitting scripts (`fit-weights.ts`, `fit-reranker.ts`). */

/** Solves A x = b (A symmetric positive definite) by Gaussian elimination with pivoting. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let c = 0; c < n; c += 1) {
    let p = c;
    for (let r = c + 1; r < n; r += 1)
      if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[p]?.[c] ?? 0)) p = r;
    [m[c], m[p]] = [m[p] ?? [], m[c] ?? []];
    const pivot = m[c]?.[c] ?? 1;
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const f = (m[r]?.[c] ?? 0) / pivot;
      if (f === 0) continue;
      const row = m[r] ?? [];
      const top = m[c] ?? [];
      for (let k = c; k <= n; k += 1) row[k] = (row[k] ?? 0) - f * (top[k] ?? 0);
    }
  }
  return m.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}
