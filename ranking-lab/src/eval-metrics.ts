/**
 * Ranking metrics for the scoring evaluation set, exactly as /work/shared/eval/README.md defines.
 * Pure: callers pass labelled tasks (in file order) and the engine's scores.
 */

export const evalTiers = ["critical", "important", "useful", "unrelated", "contradicts"] as const;
export type EvalTier = (typeof evalTiers)[number];

export interface LabelledScore {
  tier: EvalTier;
  score: number;
}

export interface CaseMetrics {
  ndcg3: number;
  ndcg10: number;
  spearman: number;
  /** contradicts tasks in this case and how many of them landed in the bottom 30% */
  contradicts: number;
  contradictsInBottom30: number;
}

export interface OverallMetrics {
  ndcg3: number;
  ndcg10: number;
  spearman: number;
  contradictsBottom30: number;
}

const GAIN: Record<EvalTier, number> = {
  critical: 3,
  important: 2,
  useful: 1,
  unrelated: 0,
  contradicts: 0,
};

const TIER_ORDER: Record<EvalTier, number> = {
  critical: 0,
  important: 1,
  useful: 2,
  unrelated: 3,
  contradicts: 4,
};

/** Items ranked best (lowest score) first; equal scores keep file order (stable sort). */
export function rankByScore<T extends { score: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.score - b.item.score || a.index - b.index)
    .map(({ item }) => item);
}

function dcg(tiers: readonly EvalTier[], k: number): number {
  let sum = 0;
  tiers.slice(0, k).forEach((tier, i) => {
    sum += (2 ** GAIN[tier] - 1) / Math.log2(i + 2);
  });
  return sum;
}

/**
 * nDCG@k with gains critical 3, important 2, useful 1, else 0 and DCG = Σ (2^gain − 1)/log2(rank + 1)
 * (rank 1-based). A case with no gain at all (ideal DCG 0) scores 0.
 */
export function ndcgAt(items: readonly LabelledScore[], k: number): number {
  const predicted = rankByScore(items).map((i) => i.tier);
  const ideal = [...items].map((i) => i.tier).sort((a, b) => GAIN[b] - GAIN[a]);
  const idealDcg = dcg(ideal, k);
  return idealDcg === 0 ? 0 : dcg(predicted, k) / idealDcg;
}

/** Fractional (average) ranks, 0-based: tied values share the mean of the positions they span. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const ranks = new Array<number>(values.length).fill(0);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.v === order[start]?.v) end += 1;
    const mean = (start + end) / 2;
    for (let j = start; j <= end; j += 1) ranks[order[j]?.i ?? 0] = mean;
    start = end + 1;
  }
  return ranks;
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/**
 * Spearman correlation between the predicted rank (0 = best; never tied, because ties in score are
 * broken by file order) and the tier order (critical 0 … contradicts 4). Tiers tie a lot, so they
 * get average ranks and the coefficient is the Pearson correlation of the two rank vectors (the
 * standard tie-corrected Spearman). Fewer than two tasks, or all tasks in one tier, gives 0.
 */
export function spearman(items: readonly LabelledScore[]): number {
  if (items.length < 2) return 0;
  const ranked = rankByScore(items.map((item, index) => ({ ...item, index })));
  const predictedRank = new Array<number>(items.length).fill(0);
  ranked.forEach((r, rank) => {
    predictedRank[r.index] = rank;
  });
  const tierRanks = averageRanks(items.map((i) => TIER_ORDER[i.tier]));
  return pearson(predictedRank, tierRanks);
}

/** Contradicts tasks whose 0-based rank index is ≥ floor(0.7 × n). */
export function contradictsInBottom30(items: readonly LabelledScore[]): {
  total: number;
  inBottom: number;
} {
  const cutoff = Math.floor(0.7 * items.length);
  let total = 0;
  let inBottom = 0;
  rankByScore(items).forEach((item, rank) => {
    if (item.tier !== "contradicts") return;
    total += 1;
    if (rank >= cutoff) inBottom += 1;
  });
  return { total, inBottom };
}

export function caseMetrics(items: readonly LabelledScore[]): CaseMetrics {
  const c = contradictsInBottom30(items);
  return {
    ndcg3: ndcgAt(items, 3),
    ndcg10: ndcgAt(items, 10),
    spearman: spearman(items),
    contradicts: c.total,
    contradictsInBottom30: c.inBottom,
  };
}

/**
 * nDCG and Spearman are averaged over cases. contradicts_bottom30 pools every contradicts task of
 * every case ("share of contradicts tasks"), so a case with more of them weighs more; with no
 * contradicts task anywhere it is 1 (nothing was misplaced). No cases gives all zeros.
 */
export function overallMetrics(cases: readonly CaseMetrics[]): OverallMetrics {
  const n = cases.length;
  const mean = (f: (c: CaseMetrics) => number) =>
    n === 0 ? 0 : cases.reduce((a, c) => a + f(c), 0) / n;
  const total = cases.reduce((a, c) => a + c.contradicts, 0);
  const inBottom = cases.reduce((a, c) => a + c.contradictsInBottom30, 0);
  return {
    ndcg3: mean((c) => c.ndcg3),
    ndcg10: mean((c) => c.ndcg10),
    spearman: mean((c) => c.spearman),
    contradictsBottom30: n === 0 ? 0 : total === 0 ? 1 : inBottom / total,
  };
}

/** The summary line the eval command prints last. */
export function formatSummaryLine(m: OverallMetrics): string {
  return `ndcg@3=${m.ndcg3.toFixed(3)} ndcg@10=${m.ndcg10.toFixed(3)} spearman=${m.spearman.toFixed(3)} contradicts_bottom30=${m.contradictsBottom30.toFixed(3)}`;
}
