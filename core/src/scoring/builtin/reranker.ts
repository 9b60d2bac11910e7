/**
 * The last stage of the built-in engine (decision 0007): a model fitted to the
 * labelled sets turns the hand-written stages' evidence (`features.ts`), the task's word-vector
 * centroid and the everyday words it uses into a rank, so goals outside the lexicon are ranked by
 * what the labels taught rather than by whichever hand-set constant happens to fire.
 *
 * Two parts, each ridge (or logistic) regression mixed with boosted trees, fitted by
 * `ranking-lab/src/fit-reranker.ts` (`npm run lab:fit`) into `reranker-weights.generated.ts`:
 * - `rank`: the expected tier (critical 0 … unrelated 3), fitted on the tasks that do not work
 *   against their goal;
 * - `against`: the chance the task works against the goal; it adds up to `push` tiers, so a likely
 *   contradiction sinks below the unrelated tasks.
 * How the stages' own verdicts bound the result is `scoreTaskWith` in `engine.ts`.
 */
import { SCORE_MAX, SCORE_MIN } from "../constants";
import { builtinWordVectors } from "../../language/word-vectors";

export interface LinearPart {
  /** per-input mean and spread used to standardise before the weights */
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
}

/**
 * Gradient-boosted trees: base + rate × Σ leaf values. Each tree is stored flat, five numbers a
 * node ([input, threshold, left, right, leaf value]); a node whose input is −1 is a leaf, otherwise
 * rows with input ≤ threshold go to node `left`. Flat arrays keep the weights module small in memory.
 */
export interface BoostedTrees {
  base: number;
  rate: number;
  trees: number[][];
}

/** A linear model and boosted trees on the same inputs, mixed at `boostedShare`. */
export interface MixedPart {
  linear: LinearPart;
  boosted: BoostedTrees;
  boostedShare: number;
}

export interface RerankerModel {
  /** how many inputs there are (`rerankInputs`: evidence, centroid, then one per word) */
  inputs: number;
  /**
   * Word stems whose presence in a task is an input (1 or 0), after the evidence and the centroid.
   * Picked by the fit, not by hand: every stem used in the tasks of at least a dozen labelled goals
   * (decision 0007). Their weights say which everyday words tend to mark a first step, a
   * side issue or a plan that works against a goal, whatever the goal.
   */
  words: readonly string[];
  rank: MixedPart;
  against: MixedPart;
  /** tiers a certain contradiction adds to the rank */
  push: number;
  /**
   * A task the hand-written stages score at or below this (a strong lexicon match, critical on
   * their scale) keeps at least that rank: the reranker may lift it, never sink it.
   */
  trustStagesUpTo: number;
  /**
   * A task the stages score at or below this (but above `trustStagesUpTo`) is sunk by at most
   * `leash` tiers below its stage rank.
   */
  leashStagesUpTo: number;
  leash: number;
  /**
   * A stage contradiction that rests on the goal's own topic in the lexicon at least this strongly
   * keeps its stage rank: the fit may sink it further, never lift it (decision 0007).
   * "Order a pizza tonight" for a weight-loss goal is such a case (the lexicon says overeating
   * hinders the goal's topic), as is a step of the topic that the task drops ("skip the long run").
   * A contradiction from general cues only (negation, putting off, a pattern) stays evidence the
   * fit weighs, so a cue that misfires on a goal the lexicon does not know can be
   * outvoted.
   */
  holdTopicContradictionsFrom: number;
  /**
   * Value → score points, increasing in both. Fitted so that, over the labelled tasks, the share
   * of scores in each docs/behaviour/states.md#score-tiers tier (≤ 1000 critical, ≤ 3000 important,
   * ≤ 7000 useful) is the share of tasks labelled so; unrelated tasks end at 9000 and
   * contradictions fill the rest. Ranking depends only on the value; this keeps the tiers and the
   * 4000 "fits the goal" line meaningful.
   */
  scale: ReadonlyArray<readonly [number, number]>;
}

const wordIndexes = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function wordIndex(words: readonly string[]): ReadonlyMap<string, number> {
  let index = wordIndexes.get(words);
  if (!index) {
    index = new Map(words.map((w, i) => [w, i]));
    wordIndexes.set(words, index);
  }
  return index;
}

/**
 * Where a row's word inputs are 1 (`rerankInputs` fills it when given one): every input from
 * `from` on is a word, and only `at[0 … count)` of them, ascending, are set. Scoring then adds
 * those words' weights instead of multiplying every word's zero: the same terms in the same order,
 * so the same sum.
 */
export interface WordPositions {
  from: number;
  at: Int32Array;
  count: number;
}

export function wordPositions(): WordPositions {
  return { from: 0, at: new Int32Array(32), count: 0 };
}

/**
 * The reranker's inputs: the engine's evidence, the task's unit centroid (zeros if none), then 1
 * for each of `words` the task's tokens use (by stem). `into` is reused when it has the right
 * length; `positions`, when given, is filled with where the word inputs are set.
 */
export function rerankInputs(
  words: readonly string[],
  features: readonly number[],
  centroid: Float32Array | null,
  tokens: readonly { stem: string }[],
  into?: Float64Array,
  positions?: WordPositions,
): Float64Array {
  const dims = builtinWordVectors().dims;
  const length = features.length + dims + words.length;
  const out = into?.length === length ? into : new Float64Array(length);
  out.set(features);
  out.fill(0, features.length);
  if (centroid) {
    let norm = 0;
    for (let d = 0; d < dims; d += 1) norm += (centroid[d] ?? 0) ** 2;
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < dims; d += 1) out[features.length + d] = (centroid[d] ?? 0) * inv;
  }
  const start = features.length + dims;
  if (positions) {
    positions.from = start;
    positions.count = 0;
    if (positions.at.length < tokens.length) positions.at = new Int32Array(tokens.length);
  }
  if (words.length > 0) {
    const index = wordIndex(words);
    for (const t of tokens) {
      const i = index.get(t.stem);
      if (i === undefined || out[start + i] === 1) continue;
      out[start + i] = 1;
      if (positions) {
        positions.at[positions.count] = start + i;
        positions.count += 1;
      }
    }
  }
  if (positions && positions.count > 1) positions.at.subarray(0, positions.count).sort();
  return out;
}

/** A `MixedPart` folded into flat typed arrays: one dot product and a walk over node arrays. */
interface CompiledPart {
  /** linear weights divided by their scale, the boosted share already applied */
  weights: Float64Array;
  /** bias with the means folded in, plus the boosted base, each at its share */
  bias: number;
  roots: Int32Array;
  input: Int32Array;
  threshold: Float64Array;
  left: Int32Array;
  right: Int32Array;
  /** leaf values × rate × boosted share */
  leaf: Float64Array;
}

function compilePart(part: MixedPart): CompiledPart {
  const share = part.boostedShare;
  const { mean, scale, weights: w, bias } = part.linear;
  const weights = new Float64Array(w.length);
  let folded = bias;
  w.forEach((wi, i) => {
    const k = wi / (scale[i] || 1);
    weights[i] = (1 - share) * k;
    folded -= k * (mean[i] ?? 0);
  });
  const nodes = part.boosted.trees.reduce((n, t) => n + t.length / 5, 0);
  const out: CompiledPart = {
    weights,
    bias: (1 - share) * folded + share * part.boosted.base,
    roots: new Int32Array(part.boosted.trees.length),
    input: new Int32Array(nodes),
    threshold: new Float64Array(nodes),
    left: new Int32Array(nodes),
    right: new Int32Array(nodes),
    leaf: new Float64Array(nodes),
  };
  let at = 0;
  part.boosted.trees.forEach((tree, t) => {
    out.roots[t] = at;
    for (let k = 0; k < tree.length / 5; k += 1) {
      out.input[at + k] = tree[5 * k] ?? -1;
      out.threshold[at + k] = tree[5 * k + 1] ?? 0;
      out.left[at + k] = at + (tree[5 * k + 2] ?? 0);
      out.right[at + k] = at + (tree[5 * k + 3] ?? 0);
      out.leaf[at + k] = (tree[5 * k + 4] ?? 0) * part.boosted.rate * share;
    }
    at += tree.length / 5;
  });
  return out;
}

function evaluate(part: CompiledPart, x: ArrayLike<number>, positions?: WordPositions): number {
  let s = part.bias;
  const { weights, roots, input, threshold, left, right, leaf } = part;
  if (positions) {
    for (let i = 0; i < positions.from; i += 1) s += (weights[i] ?? 0) * (x[i] ?? 0);
    for (let a = 0; a < positions.count; a += 1) {
      const i = positions.at[a] ?? 0;
      s += (weights[i] ?? 0) * (x[i] ?? 0);
    }
  } else {
    for (let i = 0; i < weights.length; i += 1) s += (weights[i] ?? 0) * (x[i] ?? 0);
  }
  for (let t = 0; t < roots.length; t += 1) {
    let k = roots[t] ?? 0;
    let j = input[k] ?? -1;
    while (j >= 0) {
      k = (x[j] ?? 0) <= (threshold[k] ?? 0) ? (left[k] ?? 0) : (right[k] ?? 0);
      j = input[k] ?? -1;
    }
    s += leaf[k] ?? 0;
  }
  return s;
}

const compiled = new WeakMap<RerankerModel, { rank: CompiledPart; against: CompiledPart }>();

/**
 * Expected tier (0 critical … 3 unrelated, up to 3 + push for a likely contradiction). `positions`
 * (from `rerankInputs` for the same row) skips the words the row does not use.
 */
export function rerankValue(
  model: RerankerModel,
  x: ArrayLike<number>,
  positions?: WordPositions,
): number {
  let c = compiled.get(model);
  if (!c) {
    c = { rank: compilePart(model.rank), against: compilePart(model.against) };
    compiled.set(model, c);
  }
  const against = 1 / (1 + Math.exp(-evaluate(c.against, x, positions)));
  return evaluate(c.rank, x, positions) + model.push * against;
}

function interpolate(points: RerankerModel["scale"], x: number, from: 0 | 1): number {
  const to = from === 0 ? 1 : 0;
  const first = points[0] ?? [0, SCORE_MIN];
  const last = points[points.length - 1] ?? [1, SCORE_MAX];
  if (x <= first[from]) return first[to];
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1] ?? first;
    const b = points[i] ?? last;
    if (x <= b[from]) return a[to] + ((x - a[from]) / (b[from] - a[from])) * (b[to] - a[to]);
  }
  return last[to];
}

/**
 * A reranker value as a score on the docs/behaviour/states.md#scoring-and-rescoring scale
 * (monotonic, 1–10000).
 */
export function tierValueToScore(model: RerankerModel, value: number): number {
  return Math.round(interpolate(model.scale, value, 0));
}

/** A score of the hand-written stages as a reranker value, so the two can be compared. */
export function scoreToTierValue(model: RerankerModel, score: number): number {
  return interpolate(model.scale, score, 1);
}
