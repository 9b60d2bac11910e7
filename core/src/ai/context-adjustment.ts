import {
  CONTEXT_ANCHORS_LARGE,
  CONTEXT_ANCHORS_MEDIUM,
  CONTEXT_BATCH_SIZE,
  CONTEXT_DELTA_LIMIT,
  CONTEXT_MEDIUM_MAX,
  CONTEXT_OVERLAP,
  CONTEXT_SINGLE_BATCH_MAX,
  CONTEXT_TRIM_FRACTION,
  SCORE_MAX,
  SCORE_MIN,
} from "../scoring/constants";

/** One context-adjustment call: the tasks it adjusts and the anchors it shows for calibration. */
export interface ContextBatch {
  /** indices into the task list (sorted by current score) whose deltas this call returns */
  members: number[];
  /** indices shown as fixed reference points; never members of the same batch; their deltas are ignored */
  anchors: number[];
}

/**
 * docs/behaviour/limits.md#context-adjustment batch plan for n tasks (pass them sorted by current
 * score, so evenly spread anchors span the score range):
 * - n ≤ 60: one batch of all, no anchors;
 * - 61–200: windows of 50 stepping by 40 (overlap 10), up to 15 anchors each;
 * - above 200: the same windows, up to 20 anchors each.
 * Every index is a member of at least one batch; the last window ends at n (it may be short).
 */
export function planContextBatches(n: number): ContextBatch[] {
  if (n <= 0) return [];
  const all = Array.from({ length: n }, (_, i) => i);
  if (n <= CONTEXT_SINGLE_BATCH_MAX) return [{ members: all, anchors: [] }];
  const anchorCount = n <= CONTEXT_MEDIUM_MAX ? CONTEXT_ANCHORS_MEDIUM : CONTEXT_ANCHORS_LARGE;
  const batches: ContextBatch[] = [];
  for (let start = 0; ; start += CONTEXT_BATCH_SIZE - CONTEXT_OVERLAP) {
    const end = Math.min(start + CONTEXT_BATCH_SIZE, n);
    const members = all.slice(start, end);
    const outside = all.filter((i) => i < start || i >= end);
    batches.push({ members, anchors: evenlySpread(outside, anchorCount) });
    if (end === n) break;
  }
  return batches;
}

/** Up to `count` items spread evenly over the list, in order. */
export function evenlySpread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, k) => items[Math.floor(((k + 0.5) * items.length) / count)] as T,
  );
}

/**
 * Mean after dropping floor(10% of n) values from each end (docs/behaviour/limits.md#timing). Empty
 * → 0. With fewer than 10 values nothing is dropped.
 */
export function trimmedMean(values: readonly number[], fraction = CONTEXT_TRIM_FRACTION): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const drop = Math.floor(sorted.length * fraction);
  const kept = sorted.slice(drop, sorted.length - drop);
  return kept.reduce((sum, v) => sum + v, 0) / kept.length;
}

/** A delta clamped to ±1500 and rounded; non-finite → 0. */
export function clampDelta(delta: number): number {
  if (!Number.isFinite(delta)) return 0;
  return Math.round(Math.min(CONTEXT_DELTA_LIMIT, Math.max(-CONTEXT_DELTA_LIMIT, delta)));
}

/** score + combined delta, clamped to 1–10000 (docs/behaviour/validation.md#ai-replies). */
export function applyContextDelta(score: number, deltas: readonly number[]): number {
  const adjusted = Math.round(score + clampDelta(trimmedMean(deltas)));
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, adjusted));
}
