/**
 * Cross-validates fitting the engine's own combination constants (`TUNING` in
 * `core/src/scoring/builtin/tuning.ts`) by coordinate search, against keeping the hand-set values:
 *
 *   npx tsx ranking-lab/src/fit-tuning.ts
 *
 * Each fold starts from the current values, tries each constant on a small grid in turn (two
 * passes), keeps a value only when it raises the training goals' mean of ndcg@3, ndcg@10,
 * Spearman and contradicts_bottom30, and then ranks the held-out goals. Folds: leave one set out
 * and leave one goal out over `TUNING_SETS` (fit-scoring-dev, fit-generalisation, fit-unseen,
 * fit-v1). Only constants read when a task is scored against a goal are searched, so task
 * analyses and goal profiles are computed once.
 */
import { builtinLexicon } from "@firstly/core/scoring/builtin/engine";
import { buildGoalProfile, type GoalProfile } from "@firstly/core/scoring/builtin/goal-profile";
import {
  analyseTask,
  scoreAnalysis,
  type TaskAnalysis,
} from "@firstly/core/scoring/builtin/score-task";
import { TUNING } from "@firstly/core/scoring/builtin/tuning";
import {
  caseMetrics,
  overallMetrics,
  type CaseMetrics,
  type EvalTier,
  type OverallMetrics,
} from "./eval-metrics";
import { readTuningCases, TUNING_SETS } from "./tuning-sets";

const SETS = TUNING_SETS;

const GRID: Record<string, number[]> = {
  vectorGain: [0.8, 1.0, 1.2, 1.5, 1.8],
  vectorFloor: [0.2, 0.25, 0.3, 0.35, 0.4],
  combineRestShare: [0.15, 0.3, 0.45, 0.6],
  goalWordWithTopic: [0.1, 0.2, 0.3, 0.4],
  goalWordWithoutTopic: [0.3, 0.45, 0.6],
  goalEntityValue: [0.5, 0.7, 0.9],
  actionabilityBase: [0.6, 0.75, 0.9],
  actionabilitySpan: [0.3, 0.5, 0.7],
  netContraShare: [0.25, 0.5, 0.75, 1],
  contradictionShortRatio: [0.35, 0.5, 0.75, 1],
  contradictionMin: [0.1, 0.2, 0.3],
  againstPatternValue: [0.6, 0.8, 1.0],
  ambiguousAloneFactor: [0.2, 0.35, 0.5],
  namedInGoalBoost: [1, 1.15, 1.3],
};

interface Case {
  set: string;
  id: string;
  profile: GoalProfile;
  tasks: Array<{ analysis: TaskAnalysis; tier: EvalTier }>;
}

const tuning = TUNING as unknown as Record<string, number>;

function loadCases(): Case[] {
  const lex = builtinLexicon();
  return readTuningCases().map((c) => ({
    set: c.set,
    id: c.id,
    profile: buildGoalProfile(lex, c.goal),
    tasks: c.tasks.map((t) => ({ analysis: analyseTask(lex, t.text), tier: t.tier })),
  }));
}

function measure(cases: readonly Case[]): CaseMetrics[] {
  return cases.map((c) =>
    caseMetrics(
      c.tasks.map((t) => ({ tier: t.tier, score: scoreAnalysis(c.profile, t.analysis).score })),
    ),
  );
}

const objective = (m: OverallMetrics) =>
  (m.ndcg3 + m.ndcg10 + m.spearman + m.contradictsBottom30) / 4;

function fit(train: readonly Case[], start: Record<string, number>): Record<string, number> {
  Object.assign(tuning, start);
  let best = objective(overallMetrics(measure(train)));
  for (let pass = 0; pass < 2; pass += 1) {
    for (const [name, values] of Object.entries(GRID)) {
      let keep = tuning[name] ?? 0;
      for (const v of values) {
        tuning[name] = v;
        const o = objective(overallMetrics(measure(train)));
        if (o > best + 1e-9) {
          best = o;
          keep = v;
        }
      }
      tuning[name] = keep;
    }
  }
  return Object.fromEntries(Object.keys(GRID).map((k) => [k, tuning[k] ?? 0]));
}

const f3 = (m: OverallMetrics) =>
  [m.ndcg3, m.ndcg10, m.spearman, m.contradictsBottom30].map((v) => v.toFixed(3)).join(" / ");

function report(label: string, bySet: Map<string, CaseMetrics[]>): void {
  const all = SETS.flatMap((s) => bySet.get(s) ?? []);
  const pooled = SETS.slice(1).flatMap((s) => bySet.get(s) ?? []);
  console.log(
    `${label.padEnd(32)} all47 ${f3(overallMetrics(all))} | pooled37 ${f3(overallMetrics(pooled))}`,
  );
  console.log(
    `${"".padEnd(32)} ${SETS.map((s) => `${s} ${f3(overallMetrics(bySet.get(s) ?? []))}`).join(" | ")}`,
  );
}

function crossValidate(
  cases: readonly Case[],
  start: Record<string, number>,
  foldOf: (c: Case) => string,
): Map<string, CaseMetrics[]> {
  const bySet = new Map<string, CaseMetrics[]>();
  for (const fold of new Set(cases.map(foldOf))) {
    const test = cases.filter((c) => foldOf(c) === fold);
    const chosen = fit(
      cases.filter((c) => foldOf(c) !== fold),
      start,
    );
    Object.assign(tuning, chosen);
    for (const [i, m] of measure(test).entries()) {
      const set = test[i]?.set ?? "";
      bySet.set(set, [...(bySet.get(set) ?? []), m]);
    }
  }
  Object.assign(tuning, start);
  return bySet;
}

function main(): void {
  const cases = loadCases();
  const start = Object.fromEntries(Object.keys(GRID).map((k) => [k, tuning[k] ?? 0]));
  const bySet = (ms: CaseMetrics[]) => {
    const out = new Map<string, CaseMetrics[]>();
    ms.forEach((m, i) => {
      const set = cases[i]?.set ?? "";
      out.set(set, [...(out.get(set) ?? []), m]);
    });
    return out;
  };
  console.log("metrics: ndcg@3 / ndcg@10 / spearman / contradicts_bottom30");
  report("(a) hand-set constants", bySet(measure(cases)));
  report(
    "(b) fitted, leave one set out",
    crossValidate(cases, start, (c) => c.set),
  );
  report(
    "(b) fitted, leave one goal out",
    crossValidate(cases, start, (c) => `${c.set}/${c.id}`),
  );
  const full = fit(cases, start);
  report("(b) fitted on all, in-sample", bySet(measure(cases)));
  console.log(JSON.stringify(full));
}

main();
