/**
 * Fitting the built-in engine's last stage (`core/src/scoring/builtin/reranker.ts`, decision 0007)
 * to the labelled sets in `FITTING_SETS`; run by `fit-reranker.ts` (`npm run lab:fit`), and by
 * `gates/weights-fit.test.ts` (`npm run lab:check`), which fails when the committed weights are not
 * what fitting the current engine gives.
 *
 * Inputs: the engine's evidence (`features.ts`, 24 numbers), the task's unit GloVe centroid (100)
 * and one per word stem used by at least `WORD_MIN_SHARE` of the labelled goals (`chooseWords`,
 * picked from the cases being fitted, so a left-out fold picks its own). `rank` is ridge
 * regression of the tier index on the tasks that do not work against their goal, mixed with
 * boosted trees; `against` is L2-regularised logistic regression (Newton's method) of
 * "contradicts", mixed the same way. Deterministic: the same data gives the same weights.
 * The blind-* sets are never read (`tuning-sets.ts` refuses them).
 */
import { format, resolveConfig } from "prettier";
import { builtinLexicon, scoreTaskWith } from "@firstly/core/scoring/builtin/engine";
import { goalWordVectors, taskFeatures } from "@firstly/core/scoring/builtin/features";
import { buildGoalProfile, type GoalProfile } from "@firstly/core/scoring/builtin/goal-profile";
import type { WordVector } from "@firstly/core/scoring/builtin/relatedness";
import {
  rerankInputs,
  rerankValue,
  type BoostedTrees,
  type LinearPart,
  type MixedPart,
  type RerankerModel,
} from "@firstly/core/scoring/builtin/reranker";
import { fitBoosted, type BoostingOptions } from "./boosting";
import { solveSymmetric } from "./solve";
import { analyseTask, type TaskAnalysis } from "@firstly/core/scoring/builtin/score-task";
import {
  caseMetrics,
  evalTiers,
  formatSummaryLine,
  overallMetrics,
  type EvalTier,
} from "./eval-metrics";
import { fitInputsLine } from "./fit-inputs";
import { RERANKER_WEIGHTS_URL } from "./paths";
import { FITTING_SETS, readTuningCases } from "./tuning-sets";

/** Ridge strength for `rank` and `against` (chosen by leaving one set out; NOTEBOOK.md). */
const RANK_LAMBDA = 100;
const AGAINST_LAMBDA = 100;
/**
 * Tiers a certain contradiction adds to the expected tier. Leaving sets out, 9 kept 0.02 more
 * contradictions in the bottom 30% than 7.5 for 0.006 ndcg@3; 4 cost 0.03–0.06 of them.
 */
const PUSH = 9;
/**
 * Newton steps for `against`, at most: it stops once no weight moves by more than
 * `NEWTON_TOLERANCE` (converged; the weights are the same as after all 25).
 */
const NEWTON_STEPS = 25;
const NEWTON_TOLERANCE = 1e-10;
/** Boosted trees beside the linear part, and their share of the mix (chosen leaving sets out). */
const BOOSTING = { trees: 150, depth: 3, rate: 0.05, minLeaf: 15, bins: 16, lambda: 1 } as const;
const BOOSTED_SHARE = 0.3;
/**
 * A stage score at or below this stands (`RerankerModel.trustStagesUpTo`). Leaving sets out, 1000
 * lifted scoring-dev ndcg@3 from 0.684 to 0.752 without lowering fit-v3; 1200, 1350 and 1500
 * lowered fit-v3 by 0.06–0.07 (NOTEBOOK.md).
 */
const TRUST_STAGES_UP_TO = 1000;
/**
 * A stage score at or below this, above the trusted line, may be sunk by at most `LEASH` tiers.
 * It keeps a task the lexicon clearly supports ("set a quit date" for quitting) from being called
 * "no clear link". Leaving sets out it changed no set's ndcg@3 and cost one contradiction's place
 * in three sets.
 */
const LEASH_STAGES_UP_TO = 1500;
const LEASH = 0.6;

/**
 * A word stem becomes an input when the tasks of at least this share of the labelled goals use it
 * (`RerankerModel.words`). Leaving sets out, 5, 8, 12 and 20 goals landed within 0.03 of each other
 * and well above no word inputs; a share rather than a count keeps the inputs, and the weights'
 * memory, from growing with every set added: 4.5% of 428 goals is 20, and 496 stems.
 */
const WORD_MIN_SHARE = 0.045;

/**
 * A stage contradiction whose strongest evidence from the goal's own topic is at least this keeps
 * its stage rank (`RerankerModel.holdTopicContradictionsFrom`). It keeps a weight-loss list's pizza
 * order at the bottom; leaving the 18 sets out, it moved the folds' figures by under 0.01, and
 * 0.2–0.9 were alike.
 */
const HOLD_TOPIC_CONTRADICTIONS_FROM = 0.7;

/** The fitting constants above, as one value (so a script can try others). */
export interface FitOptions {
  /** share of the fitted goals whose tasks must use a stem for it to be an input */
  wordMinShare: number;
  push: number;
  rankLambda: number;
  againstLambda: number;
  boosting: Omit<BoostingOptions, "loss">;
  boostedShare: number;
}
export const DEFAULT_FIT: FitOptions = {
  wordMinShare: WORD_MIN_SHARE,
  push: PUSH,
  rankLambda: RANK_LAMBDA,
  againstLambda: AGAINST_LAMBDA,
  boosting: BOOSTING,
  boostedShare: BOOSTED_SHARE,
};

interface Row {
  /** the engine's evidence for the task (`taskFeatures`) */
  features: number[];
  tier: EvalTier;
  analysis: TaskAnalysis;
}
/** A row with its inputs for one choice of words. */
interface InputRow {
  x: Float64Array;
  tier: EvalTier;
  analysis: TaskAnalysis;
}
export interface Case {
  set: string;
  id: string;
  profile: GoalProfile;
  goalWords: WordVector[];
  rows: Row[];
}

export function loadCases(sets: readonly string[] = FITTING_SETS): Case[] {
  const lex = builtinLexicon();
  return readTuningCases(sets).map((c) => {
    const profile = buildGoalProfile(lex, c.goal);
    const goalWords = goalWordVectors(c.goal);
    return {
      set: c.set,
      id: c.id,
      profile,
      goalWords,
      rows: c.tasks.map((t) => {
        const analysis = analyseTask(lex, t.text);
        return { features: taskFeatures(profile, goalWords, analysis), tier: t.tier, analysis };
      }),
    };
  });
}

function standardise(rows: readonly ArrayLike<number>[]): { mean: number[]; scale: number[] } {
  const d = rows[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const x of rows) for (let j = 0; j < d; j += 1) mean[j] = (mean[j] ?? 0) + (x[j] ?? 0);
  for (let j = 0; j < d; j += 1) mean[j] = (mean[j] ?? 0) / rows.length;
  for (const x of rows)
    for (let j = 0; j < d; j += 1) scale[j] = (scale[j] ?? 0) + ((x[j] ?? 0) - (mean[j] ?? 0)) ** 2;
  for (let j = 0; j < d; j += 1) scale[j] = Math.sqrt((scale[j] ?? 0) / rows.length) || 1;
  return { mean, scale };
}

/** A row's non-zero inputs, as parallel index and value arrays (most inputs are zero). */
interface Sparse {
  index: Int32Array;
  value: Float64Array;
}

function sparse(x: ArrayLike<number>): Sparse {
  const index: number[] = [];
  const value: number[] = [];
  for (let j = 0; j < x.length; j += 1) {
    const v = x[j] ?? 0;
    if (v !== 0) {
      index.push(j);
      value.push(v);
    }
  }
  return { index: Int32Array.from(index), value: Float64Array.from(value) };
}

/**
 * Weighted ridge/Newton step on standardised inputs z = (x − mean) / scale: solves
 * (Zᵀ W Z + λI) w = Zᵀ W t with the bias unpenalised. The sums are taken over the raw rows' non-zero
 * entries (with an implicit leading 1 for the bias) and then moved into standardised coordinates,
 * which is the same algebra in O(non-zeros²) per row instead of O(inputs²).
 */
function normalEquations(
  rows: readonly Sparse[],
  mean: readonly number[],
  scale: readonly number[],
  weight: (i: number) => number,
  target: (i: number) => number,
  lambda: number,
): number[] {
  const d = mean.length + 1;
  const raw = new Float64Array(d * d);
  const rb = new Float64Array(d);
  rows.forEach((row, i) => {
    const w = weight(i);
    const wt = w * target(i);
    const { index, value } = row;
    const n = index.length;
    raw[0] = (raw[0] ?? 0) + w;
    rb[0] = (rb[0] ?? 0) + wt;
    for (let a = 0; a < n; a += 1) {
      const p = (index[a] ?? 0) + 1;
      const vp = (value[a] ?? 0) * w;
      rb[p] = (rb[p] ?? 0) + (value[a] ?? 0) * wt;
      raw[p] = (raw[p] ?? 0) + vp;
      for (let c = 0; c < n; c += 1) {
        const q = (index[c] ?? 0) + 1;
        raw[p * d + q] = (raw[p * d + q] ?? 0) + vp * (value[c] ?? 0);
      }
    }
  });
  for (let q = 1; q < d; q += 1) raw[q * d] = raw[q] ?? 0;
  // z_p = (v_p − m_p v_0) / s_p, with m_0 = 0 and s_0 = 1 for the bias column
  const m = (p: number) => (p === 0 ? 0 : (mean[p - 1] ?? 0));
  const sc = (p: number) => (p === 0 ? 1 : scale[p - 1] || 1);
  const a: number[][] = [];
  const b: number[] = [];
  for (let p = 0; p < d; p += 1) {
    const row = new Array<number>(d);
    const mp = m(p);
    for (let q = 0; q < d; q += 1) {
      const mq = m(q);
      row[q] =
        ((raw[p * d + q] ?? 0) -
          mq * (raw[p * d] ?? 0) -
          mp * (raw[q] ?? 0) +
          mp * mq * (raw[0] ?? 0)) /
        (sc(p) * sc(q));
    }
    if (p > 0) row[p] = (row[p] ?? 0) + lambda;
    a.push(row);
    b.push(((rb[p] ?? 0) - mp * (rb[0] ?? 0)) / sc(p));
  }
  return solveSymmetric(a, b);
}

function fitLinearRank(rows: readonly InputRow[], o: FitOptions): LinearPart {
  const kept = rows.filter((r) => r.tier !== "contradicts");
  const { mean, scale } = standardise(kept.map((r) => r.x));
  const w = normalEquations(
    kept.map((r) => sparse(r.x)),
    mean,
    scale,
    () => 1,
    (i) => evalTiers.indexOf(kept[i]?.tier ?? "unrelated"),
    o.rankLambda,
  );
  return { mean, scale, weights: w.slice(1), bias: w[0] ?? 0 };
}

function fitLinearAgainst(rows: readonly InputRow[], o: FitOptions): LinearPart {
  const { mean, scale } = standardise(rows.map((r) => r.x));
  const xs = rows.map((r) => sparse(r.x));
  const y = rows.map((r) => (r.tier === "contradicts" ? 1 : 0));
  let w = new Array<number>(mean.length + 1).fill(0);
  for (let step = 0; step < NEWTON_STEPS; step += 1) {
    // the linear predictor in standardised coordinates, from the sparse raw row
    let offset = w[0] ?? 0;
    const k = mean.map((mj, j) => {
      const kj = (w[j + 1] ?? 0) / (scale[j] || 1);
      offset -= kj * mj;
      return kj;
    });
    const eta = xs.map(({ index, value }) => {
      let e = offset;
      for (let a = 0; a < index.length; a += 1) e += (k[index[a] ?? 0] ?? 0) * (value[a] ?? 0);
      return e;
    });
    const p = eta.map((e) => 1 / (1 + Math.exp(-e)));
    // iteratively reweighted least squares: the Newton step for L2 logistic regression
    const weight = (i: number) => Math.max(1e-9, (p[i] ?? 0) * (1 - (p[i] ?? 0)));
    const next = normalEquations(
      xs,
      mean,
      scale,
      weight,
      (i) => (eta[i] ?? 0) + ((y[i] ?? 0) - (p[i] ?? 0)) / weight(i),
      o.againstLambda,
    );
    const moved = next.reduce((m, v, j) => Math.max(m, Math.abs(v - (w[j] ?? 0))), 0);
    w = next;
    if (moved <= NEWTON_TOLERANCE) break;
  }
  return { mean, scale, weights: w.slice(1), bias: w[0] ?? 0 };
}

function fitRank(rows: readonly InputRow[], o: FitOptions): MixedPart {
  const kept = rows.filter((r) => r.tier !== "contradicts");
  return {
    linear: fitLinearRank(rows, o),
    boosted: fitBoosted(
      kept.map((r) => r.x),
      kept.map((r) => evalTiers.indexOf(r.tier)),
      { ...o.boosting, loss: "squared" },
    ),
    boostedShare: o.boostedShare,
  };
}

function fitAgainst(rows: readonly InputRow[], o: FitOptions): MixedPart {
  return {
    linear: fitLinearAgainst(rows, o),
    boosted: fitBoosted(
      rows.map((r) => r.x),
      rows.map((r) => (r.tier === "contradicts" ? 1 : 0)),
      { ...o.boosting, loss: "logistic" },
    ),
    boostedShare: o.boostedShare,
  };
}

/**
 * Scores of the tier boundaries the scale maps label shares onto
 * (docs/behaviour/states.md#score-tiers, and 9000 for junk).
 */
const TIER_ENDS = [1000, 3000, 7000, 9000] as const;

/**
 * The value → score points: the value below which the share of usable tasks labelled critical
 * lies becomes 1000, critical + important 3000, and so on (`RerankerModel.scale`).
 */
function fitScale(
  rows: readonly InputRow[],
  model: Omit<RerankerModel, "scale">,
): RerankerModel["scale"] {
  const usable = rows.filter((r) => !r.analysis.unusable);
  const values = usable.map((r) => rerankValue({ ...model, scale: [] }, r.x)).sort((a, b) => a - b);
  const at = (share: number) =>
    values[Math.min(values.length - 1, Math.max(0, Math.round(share * values.length) - 1))] ?? 0;
  const points: Array<[number, number]> = [[round(Math.min(0, values[0] ?? 0)), 1]];
  let share = 0;
  TIER_ENDS.forEach((end, i) => {
    share += usable.filter((r) => r.tier === evalTiers[i]).length / usable.length;
    const v = Math.max(at(share), (points[points.length - 1]?.[0] ?? 0) + 1e-3);
    points.push([round(v), end]);
  });
  const top = Math.max(3 + model.push, (points[points.length - 1]?.[0] ?? 0) + 1);
  points.push([round(top), 10_000]);
  return points;
}

/** Every stem used in the tasks of at least `minGoals` of the cases, sorted. */
export function chooseWords(cases: readonly Case[], minGoals: number): string[] {
  const goals = new Map<string, number>();
  for (const c of cases) {
    const stems = new Set(c.rows.flatMap((r) => r.analysis.tokens.map((t) => t.stem)));
    for (const stem of stems) goals.set(stem, (goals.get(stem) ?? 0) + 1);
  }
  return [...goals]
    .filter(([, n]) => n >= minGoals)
    .map(([stem]) => stem)
    .sort();
}

export function fit(cases: readonly Case[], options: FitOptions = DEFAULT_FIT): RerankerModel {
  const words = chooseWords(cases, Math.ceil(options.wordMinShare * cases.length));
  const rows: InputRow[] = cases.flatMap((c) =>
    c.rows.map((r) => ({
      x: rerankInputs(words, r.features, r.analysis.centroid, r.analysis.tokens),
      tier: r.tier,
      analysis: r.analysis,
    })),
  );
  const model = {
    inputs: rows[0]?.x.length ?? 0,
    words,
    rank: fitRank(rows, options),
    against: fitAgainst(rows, options),
    push: options.push,
    trustStagesUpTo: TRUST_STAGES_UP_TO,
    leashStagesUpTo: LEASH_STAGES_UP_TO,
    leash: LEASH,
    holdTopicContradictionsFrom: HOLD_TOPIC_CONTRADICTIONS_FROM,
  };
  return { ...model, scale: fitScale(rows, model) };
}

export function figures(cases: readonly Case[], model: RerankerModel): string {
  return formatSummaryLine(
    overallMetrics(
      cases.map((c) =>
        caseMetrics(
          c.rows.map((r) => ({
            tier: r.tier,
            score: scoreTaskWith(model, c.profile, c.goalWords, r.analysis).score,
          })),
        ),
      ),
    ),
  );
}

function round(n: number): number {
  return Number(n.toPrecision(5));
}

/** Where the fitted weights live. */
export const WEIGHTS_URL = RERANKER_WEIGHTS_URL;

/**
 * The weights module's source for a fitted model and the hash of the inputs it was fitted to,
 * formatted as the repository formats it (so a re-fit shows as a plain diff), and the model exactly
 * as that source states it (rounded).
 */
export async function rerankerSource(
  model: RerankerModel,
  inputsHash: string,
): Promise<{ source: string; written: RerankerModel }> {
  const part = (p: LinearPart) => ({
    mean: p.mean.map(round),
    scale: p.scale.map(round),
    weights: p.weights.map(round),
    bias: round(p.bias),
  });
  const trees = (b: BoostedTrees) => ({
    base: round(b.base),
    rate: b.rate,
    // thresholds stay exact: they are data values, and a rounded one could move a row across it
    trees: b.trees.map((t) => t.map((v, i) => (i % 5 === 4 ? round(v) : v))),
  });
  const mix = (m: MixedPart) => ({
    linear: part(m.linear),
    boosted: trees(m.boosted),
    boostedShare: m.boostedShare,
  });
  const body = JSON.stringify({ ...model, rank: mix(model.rank), against: mix(model.against) });
  const source =
    `// Generated by ranking-lab/src/fit-reranker.ts from ${FITTING_SETS.join(", ")}; do not edit.\n` +
    fitInputsLine(inputsHash) +
    `import type { RerankerModel } from "./reranker";\n\n` +
    `export const RERANKER: RerankerModel = ${body};\n`;
  const options = await resolveConfig(WEIGHTS_URL.pathname);
  return {
    source: await format(source, { ...options, filepath: WEIGHTS_URL.pathname }),
    written: JSON.parse(body) as RerankerModel,
  };
}
