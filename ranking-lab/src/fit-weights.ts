/**
 * Fits a linear combination of the built-in engine's evidence (`core/src/scoring/builtin/features.ts`)
 * to the labelled tiers and reports, by cross-validation, whether it ranks better than the
 * hand-tuned stages alone (NOTEBOOK.md; the fitted last stage, `reranker-fit.ts`, grew from it):
 *
 *   npx tsx ranking-lab/src/fit-weights.ts [--model ridge|pairwise] [--lambda L] [--gate] [--bands]
 *                                       [--features NAME,NAME…] [--drop NAME,NAME…] [--print]
 *
 * ridge: ridge regression of the tier index (critical 0 … contradicts 4) on standardised features;
 * pairwise: linear pairwise logistic ranking within each goal (slow, about a minute). --gate keeps
 * the engine's contradiction and junk verdicts and fits only the order of the other tasks; --bands
 * adds the engine's score band as indicators; --print prints the standardised ridge weights.
 *
 * Sets: `TUNING_SETS` (fit-scoring-dev, fit-generalisation, fit-unseen, fit-v1). Folds: leave one set out, and leave one goal out. Each fold fits on the other
 * goals' tasks and ranks the held-out goals' tasks by the fitted value; the metrics are those of
 * `shared/eval/README.md`, averaged over the held-out goals. The hand-tuned engine's figures are
 * in-sample: its constants and cues were chosen while looking at all four sets.
 */
import { builtinLexicon } from "@firstly/core/scoring/builtin/engine";
import {
  FEATURE_NAMES,
  goalWordVectors,
  taskFeatures,
} from "@firstly/core/scoring/builtin/features";
import { buildGoalProfile } from "@firstly/core/scoring/builtin/goal-profile";
import { analyseTask } from "@firstly/core/scoring/builtin/score-task";
import {
  caseMetrics,
  evalTiers,
  overallMetrics,
  type CaseMetrics,
  type EvalTier,
  type OverallMetrics,
} from "./eval-metrics";
import { solve } from "./solve";
import { readTuningCases, TUNING_SETS } from "./tuning-sets";

const SETS = TUNING_SETS;

interface Row {
  x: number[];
  y: number;
  tier: EvalTier;
}
interface Case {
  set: string;
  id: string;
  rows: Row[];
}

/** --bands: the engine's score band as indicators, so a linear fit can bend the bands. */
const BANDS = process.argv.includes("--bands");
function expand(x: number[]): number[] {
  if (!BANDS) return x;
  const s = (x[ENGINE] ?? 1) * 10_000;
  return [...x, s <= 1500 ? 1 : 0, s <= 4000 ? 1 : 0, s <= 7000 ? 1 : 0, s <= 8500 ? 1 : 0];
}

function loadCases(): Case[] {
  const lex = builtinLexicon();
  return readTuningCases().map((c) => {
    const profile = buildGoalProfile(lex, c.goal);
    const goalWords = goalWordVectors(c.goal);
    return {
      set: c.set,
      id: c.id,
      rows: c.tasks.map((t) => ({
        x: expand(taskFeatures(profile, goalWords, analyseTask(lex, t.text))),
        y: evalTiers.indexOf(t.tier),
        tier: t.tier,
      })),
    };
  });
}

type Model = (x: readonly number[]) => number;

function standardiser(rows: readonly Row[], cols: readonly number[]) {
  const mean = cols.map((c) => rows.reduce((s, r) => s + (r.x[c] ?? 0), 0) / rows.length);
  const sd = cols.map((c, j) => {
    const v = rows.reduce((s, r) => s + ((r.x[c] ?? 0) - (mean[j] ?? 0)) ** 2, 0) / rows.length;
    return Math.sqrt(v) || 1;
  });
  return (x: readonly number[]) =>
    cols.map((c, j) => ((x[c] ?? 0) - (mean[j] ?? 0)) / (sd[j] ?? 1));
}

/** Ridge regression of the tier index (0 critical … 4 contradicts) on standardised features. */
function fitRidge(rows: readonly Row[], cols: readonly number[], lambda: number): Model {
  const z = standardiser(rows, cols);
  const d = cols.length + 1;
  const a = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  const b = new Array<number>(d).fill(0);
  for (const r of rows) {
    const v = [1, ...z(r.x)];
    for (let i = 0; i < d; i += 1) {
      b[i] = (b[i] ?? 0) + (v[i] ?? 0) * r.y;
      const row = a[i] ?? [];
      for (let j = 0; j < d; j += 1) row[j] = (row[j] ?? 0) + (v[i] ?? 0) * (v[j] ?? 0);
    }
  }
  for (let i = 1; i < d; i += 1) {
    const row = a[i] ?? [];
    row[i] = (row[i] ?? 0) + lambda;
  }
  const w = solve(a, b);
  if (process.argv.includes("--print"))
    console.log(
      "ridge weights (standardised):",
      cols
        .map((c, i) => `${FEATURE_NAMES[c] ?? `band${c}`}=${(w[i + 1] ?? 0).toFixed(3)}`)
        .join(", "),
    );
  return (x) => {
    const v = [1, ...z(x)];
    return v.reduce((s, vi, i) => s + vi * (w[i] ?? 0), 0);
  };
}

/** Pairwise logistic ranking within each goal (RankNet, linear), L2-regularised, plain gradient descent. */
function fitPairwise(cases: readonly Case[], cols: readonly number[], lambda: number): Model {
  const rows = cases.flatMap((c) => c.rows);
  const z = standardiser(rows, cols);
  const pairs: Array<[number[], number[]]> = [];
  for (const c of cases) {
    const zs = c.rows.map((r) => z(r.x));
    for (let i = 0; i < c.rows.length; i += 1)
      for (let j = 0; j < c.rows.length; j += 1)
        if ((c.rows[i]?.y ?? 0) < (c.rows[j]?.y ?? 0)) pairs.push([zs[i] ?? [], zs[j] ?? []]);
  }
  const d = cols.length;
  const w = new Array<number>(d).fill(0);
  const rate = 0.5;
  for (let epoch = 0; epoch < 300; epoch += 1) {
    const g = w.map((wi) => lambda * wi);
    for (const [better, worse] of pairs) {
      // fitted value: lower is better, so want s(better) < s(worse)
      let diff = 0;
      for (let k = 0; k < d; k += 1) diff += (w[k] ?? 0) * ((worse[k] ?? 0) - (better[k] ?? 0));
      const p = 1 / (1 + Math.exp(diff));
      for (let k = 0; k < d; k += 1)
        g[k] = (g[k] ?? 0) - (p * ((worse[k] ?? 0) - (better[k] ?? 0))) / pairs.length;
    }
    for (let k = 0; k < d; k += 1) w[k] = (w[k] ?? 0) - rate * (g[k] ?? 0);
  }
  return (x) => z(x).reduce((s, v, k) => s + v * (w[k] ?? 0), 0);
}

function measure(cases: readonly Case[], model: Model): CaseMetrics[] {
  return cases.map((c) => caseMetrics(c.rows.map((r) => ({ tier: r.tier, score: model(r.x) }))));
}

const ENGINE = FEATURE_NAMES.indexOf("engine score / 10000");
const CONTRADICTS = FEATURE_NAMES.indexOf("contradicts verdict");
const UNUSABLE = FEATURE_NAMES.indexOf("unusable");
const engine: Model = (x) => x[ENGINE] ?? 0;

function crossValidate(
  cases: readonly Case[],
  fit: (train: readonly Case[]) => Model,
  foldOf: (c: Case) => string,
): Map<string, CaseMetrics[]> {
  const bySet = new Map<string, CaseMetrics[]>();
  for (const fold of new Set(cases.map(foldOf))) {
    const test = cases.filter((c) => foldOf(c) === fold);
    const model = fit(cases.filter((c) => foldOf(c) !== fold));
    for (const [i, m] of measure(test, model).entries()) {
      const set = test[i]?.set ?? "";
      bySet.set(set, [...(bySet.get(set) ?? []), m]);
    }
  }
  return bySet;
}

const f3 = (m: OverallMetrics) =>
  [m.ndcg3, m.ndcg10, m.spearman, m.contradictsBottom30].map((v) => v.toFixed(3)).join(" / ");

function report(label: string, bySet: Map<string, CaseMetrics[]>): void {
  const all = SETS.flatMap((s) => bySet.get(s) ?? []);
  const pooled = SETS.slice(1).flatMap((s) => bySet.get(s) ?? []);
  const parts = SETS.map((s) => `${s} ${f3(overallMetrics(bySet.get(s) ?? []))}`);
  console.log(
    `${label.padEnd(34)} all47 ${f3(overallMetrics(all))} | pooled37 ${f3(overallMetrics(pooled))}`,
  );
  console.log(`${"".padEnd(34)} ${parts.join(" | ")}`);
}

function main(): void {
  const argv = process.argv.slice(2);
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const kind = arg("model") ?? "ridge";
  const lambda = Number(arg("lambda") ?? (kind === "ridge" ? 10 : 0.001));
  const featureArg = arg("features") ?? "all";
  const indexOf = (n: string) => {
    const i = FEATURE_NAMES.findIndex((f) => f === n.trim());
    if (i < 0) throw new Error(`unknown feature ${n}`);
    return i;
  };
  const dropped = new Set((arg("drop") ?? "").split(",").filter(Boolean).map(indexOf));
  const all = FEATURE_NAMES.map((_, i) => i);
  if (BANDS) all.push(all.length, all.length + 1, all.length + 2, all.length + 3);
  const cols = (featureArg === "all" ? all : featureArg.split(",").map(indexOf)).filter(
    (i) => !dropped.has(i),
  );
  const gate = argv.includes("--gate");
  const cases = loadCases();
  const fitRaw = (train: readonly Case[]): Model =>
    kind === "ridge"
      ? fitRidge(
          train.flatMap((c) => c.rows),
          cols,
          lambda,
        )
      : fitPairwise(train, cols, lambda);
  // --gate: the engine's contradiction and junk verdicts stand; only the rest is re-ordered
  const gated = (x: readonly number[]) => (x[CONTRADICTS] ?? 0) > 0 || (x[UNUSABLE] ?? 0) > 0;
  const fit = gate
    ? (train: readonly Case[]): Model => {
        const inner = fitRaw(train.map((c) => ({ ...c, rows: c.rows.filter((r) => !gated(r.x)) })));
        // the engine's own order below everything the fit ranks
        return (x) => (gated(x) ? 100 + (x[ENGINE] ?? 0) : inner(x));
      }
    : fitRaw;
  const bySetEngine = new Map<string, CaseMetrics[]>();
  for (const c of cases)
    bySetEngine.set(c.set, [...(bySetEngine.get(c.set) ?? []), ...measure([c], engine)]);
  console.log(
    `metrics: ndcg@3 / ndcg@10 / spearman / contradicts_bottom30 · model ${kind} λ=${lambda}`,
  );
  report("(a) hand-tuned engine", bySetEngine);
  report(
    "(b) fitted, leave one set out",
    crossValidate(cases, fit, (c) => c.set),
  );
  report(
    "(b) fitted, leave one goal out",
    crossValidate(cases, fit, (c) => `${c.set}/${c.id}`),
  );
  const inSample = new Map<string, CaseMetrics[]>();
  const full = fit(cases);
  for (const c of cases)
    inSample.set(c.set, [...(inSample.get(c.set) ?? []), ...measure([c], full)]);
  report("(b) fitted on all, in-sample", inSample);
}

main();
