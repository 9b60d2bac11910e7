/**
 * Gradient-boosted regression trees for `fit-reranker.ts`: second-order boosting (squared error or
 * logistic loss) with depth-limited trees split on per-input quantile bins. Small and
 * deterministic: no sampling, so the same data gives the same trees.
 */
import type { BoostedTrees } from "@firstly/core/scoring/builtin/reranker";

/** A tree node while fitting: [input, threshold, left, right, leaf value]; stored flat when done. */
type TreeNode = [number, number, number, number, number];
type Tree = TreeNode[];

export interface BoostingOptions {
  trees: number;
  depth: number;
  rate: number;
  /** fewest rows a leaf may hold */
  minLeaf: number;
  bins: number;
  loss: "squared" | "logistic";
  /** L2 penalty on leaf values */
  lambda: number;
}

function quantileCuts(values: readonly number[], bins: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const cuts = new Set<number>();
  for (let b = 1; b < bins; b += 1) {
    const v = sorted[Math.min(sorted.length - 1, Math.floor((b * sorted.length) / bins))];
    if (v !== undefined) cuts.add(v);
  }
  return [...cuts].sort((a, b) => a - b);
}

export function fitBoosted(
  rows: readonly ArrayLike<number>[],
  y: readonly number[],
  o: BoostingOptions,
): BoostedTrees {
  const n = rows.length;
  const d = rows[0]?.length ?? 0;
  const cuts: number[][] = [];
  // bin[j][i]: index of the first cut ≥ x (rows go left of cut c when x ≤ c)
  const bin: Uint8Array[] = [];
  for (let j = 0; j < d; j += 1) {
    const c = quantileCuts(
      rows.map((r) => r[j] ?? 0),
      o.bins,
    );
    cuts.push(c);
    const b = new Uint8Array(n);
    rows.forEach((r, i) => {
      const x = r[j] ?? 0;
      let k = 0;
      while (k < c.length && x > (c[k] ?? 0)) k += 1;
      b[i] = k;
    });
    bin.push(b);
  }
  const mean = y.reduce((s, v) => s + v, 0) / n;
  const base = o.loss === "squared" ? mean : Math.log((mean + 1e-6) / (1 - mean + 1e-6));
  const f = new Float64Array(n).fill(base);
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const trees: Tree[] = [];

  const grow = (tree: Tree, ids: readonly number[], depth: number): number => {
    let G = 0;
    let H = 0;
    for (const i of ids) {
      G += g[i] ?? 0;
      H += h[i] ?? 0;
    }
    const node = tree.length;
    const leaf = (): number => {
      tree.push([-1, 0, 0, 0, -G / (H + o.lambda)]);
      return node;
    };
    if (depth === o.depth || ids.length < 2 * o.minLeaf) return leaf();
    let best = { gain: 0, j: -1, k: -1 };
    const parent = (G * G) / (H + o.lambda);
    for (let j = 0; j < d; j += 1) {
      const c = cuts[j] ?? [];
      if (c.length === 0) continue;
      const hg = new Float64Array(c.length + 1);
      const hh = new Float64Array(c.length + 1);
      const hn = new Uint32Array(c.length + 1);
      const bj = bin[j] ?? new Uint8Array(0);
      for (const i of ids) {
        const k = bj[i] ?? 0;
        hg[k] = (hg[k] ?? 0) + (g[i] ?? 0);
        hh[k] = (hh[k] ?? 0) + (h[i] ?? 0);
        hn[k] = (hn[k] ?? 0) + 1;
      }
      let GL = 0;
      let HL = 0;
      let NL = 0;
      for (let k = 0; k < c.length; k += 1) {
        GL += hg[k] ?? 0;
        HL += hh[k] ?? 0;
        NL += hn[k] ?? 0;
        if (NL < o.minLeaf || ids.length - NL < o.minLeaf) continue;
        const gain =
          (GL * GL) / (HL + o.lambda) + ((G - GL) * (G - GL)) / (H - HL + o.lambda) - parent;
        if (gain > best.gain + 1e-12) best = { gain, j, k };
      }
    }
    if (best.j < 0) return leaf();
    const bj = bin[best.j] ?? new Uint8Array(0);
    const left = ids.filter((i) => (bj[i] ?? 0) <= best.k);
    const right = ids.filter((i) => (bj[i] ?? 0) > best.k);
    tree.push([best.j, cuts[best.j]?.[best.k] ?? 0, 0, 0, 0]);
    const l = grow(tree, left, depth + 1);
    const r = grow(tree, right, depth + 1);
    const self = tree[node];
    if (self) {
      self[2] = l;
      self[3] = r;
    }
    return node;
  };

  const all = Array.from({ length: n }, (_, i) => i);
  for (let t = 0; t < o.trees; t += 1) {
    for (let i = 0; i < n; i += 1) {
      const fi = f[i] ?? 0;
      if (o.loss === "squared") {
        g[i] = fi - (y[i] ?? 0);
        h[i] = 1;
      } else {
        const p = 1 / (1 + Math.exp(-fi));
        g[i] = p - (y[i] ?? 0);
        h[i] = Math.max(1e-6, p * (1 - p));
      }
    }
    const tree: Tree = [];
    grow(tree, all, 0);
    trees.push(tree);
    for (let i = 0; i < n; i += 1) {
      let k = 0;
      let node = tree[0];
      while (node && node[0] >= 0) {
        k = (rows[i]?.[node[0]] ?? 0) <= node[1] ? node[2] : node[3];
        node = tree[k];
      }
      f[i] = (f[i] ?? 0) + o.rate * (node?.[4] ?? 0);
    }
  }
  return { base, rate: o.rate, trees: trees.map((t) => t.flat()) };
}
