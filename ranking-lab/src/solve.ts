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

/**
 * Solves A x = b for symmetric positive definite A by Cholesky factorisation (A = L Lᵀ): a sixth
 * of the work of `solve`, which matters for the reranker's larger normal equations.
 */
export function solveSymmetric(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let s = a[i]?.[j] ?? 0;
      for (let k = 0; k < j; k += 1) s -= (l[i * n + k] ?? 0) * (l[j * n + k] ?? 0);
      if (i === j) {
        if (!(s > 0)) throw new Error("solveSymmetric: matrix is not positive definite");
        l[i * n + i] = Math.sqrt(s);
      } else l[i * n + j] = s / (l[j * n + j] ?? 1);
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let s = b[i] ?? 0;
    for (let k = 0; k < i; k += 1) s -= (l[i * n + k] ?? 0) * (y[k] ?? 0);
    y[i] = s / (l[i * n + i] ?? 1);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    let s = y[i] ?? 0;
    for (let k = i + 1; k < n; k += 1) s -= (l[k * n + i] ?? 0) * (x[k] ?? 0);
    x[i] = s / (l[i * n + i] ?? 1);
  }
  return x;
}
