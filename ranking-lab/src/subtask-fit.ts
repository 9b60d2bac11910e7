/**
 * Fitting the subtask model (core/src/scoring/builtin/subtasks.ts, decision 0026) to the labelled
 * subtask plans in `SUBTASK_FITTING_SETS`; run by `fit-subtasks.ts` (`npm run lab:fit`) and by
 * `gates/weights-fit.test.ts` (`npm run lab:check`).
 *
 * Ridge-regularised logistic regression (Newton's method) of "belongs" (critical or important for
 * the subtask) on standardised inputs; critical rows weigh 1.5 so they rank above important ones.
 * The inputs include the engine's own score, so this fit reads the reranker's committed weights:
 * fit the reranker first.
 */
import { format, resolveConfig } from "prettier";
import {
  SUBTASK_INPUT_NAMES,
  probabilityToScore,
  belongProbability,
  subtaskInputs,
  type SubtaskModel,
} from "@firstly/core/scoring/builtin/subtasks";
import { EMPTY_TASK_SCORE } from "@firstly/core/scoring/constants";
import type { EvalTier } from "./eval-metrics";
import { SubtaskPlans } from "./eval-subtasks";
import { fitInputsLine } from "./fit-inputs";
import { SUBTASK_WEIGHTS_URL } from "./paths";
import { solveSymmetric } from "./solve";
import { formatSubtaskLine, subtaskListMetrics, subtaskOverall } from "./subtask-metrics";
import { labelledSetUrl, readFittingSet, SUBTASK_FITTING_SETS } from "./tuning-sets";

const RIDGE = 16;

export interface Row {
  x: number[];
  tier: EvalTier;
  base: number;
}
type Plan = SubtaskPlans["plans"][number];

/** The named fitting sets (all of `SUBTASK_FITTING_SETS` by default), or files by path. */
export function readSubtaskSets(
  sets: readonly string[] = SUBTASK_FITTING_SETS,
): Array<{ name: string; plans: SubtaskPlans }> {
  return sets.map((set) => {
    const file = set.endsWith(".json") ? set : labelledSetUrl(set);
    return { name: set, plans: SubtaskPlans.parse(JSON.parse(readFittingSet(file))) };
  });
}

/** One list per subtask: its rows in task order. */
export function planRows(plan: Plan): Row[][] {
  const { base, rows } = subtaskInputs(
    {
      main: { id: `${plan.id}:main`, type: "main" as const, text: plan.main },
      subtasks: plan.subtasks.map((s) => ({ id: s.id, type: "subtask" as const, text: s.goal })),
    },
    plan.tasks.map((t) => ({ id: t.id, text: t.text })),
  );
  return plan.subtasks.map((sub, i) =>
    plan.tasks.map((t, k) => ({
      x: rows[i]?.[k] ?? [],
      tier: t.subtasks[sub.id] ?? "unrelated",
      base: base[i]?.[k]?.score ?? 10_000,
    })),
  );
}

export function fitSubtaskModel(lists: readonly Row[][]): SubtaskModel {
  const rows = lists.flat().filter((r) => r.base < EMPTY_TASK_SCORE);
  const n = SUBTASK_INPUT_NAMES.length;
  const mean = Array.from(
    { length: n },
    (_, j) => rows.reduce((a, r) => a + (r.x[j] ?? 0), 0) / rows.length,
  );
  const scale = mean.map((m, j) => {
    const v = rows.reduce((a, r) => a + ((r.x[j] ?? 0) - m) ** 2, 0) / rows.length;
    return v > 1e-12 ? Math.sqrt(v) : 1;
  });
  const z = rows.map((r) => [1, ...r.x.map((v, j) => (v - (mean[j] ?? 0)) / (scale[j] ?? 1))]);
  const y = rows.map((r) => (r.tier === "critical" || r.tier === "important" ? 1 : 0));
  const weightOf = rows.map((r) => (r.tier === "critical" ? 1.5 : 1));
  let w = new Array<number>(n + 1).fill(0);
  for (let iter = 0; iter < 50; iter += 1) {
    const h = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(0));
    const g = new Array<number>(n + 1).fill(0);
    z.forEach((zi, r) => {
      const p = 1 / (1 + Math.exp(-zi.reduce((a, v, j) => a + v * (w[j] ?? 0), 0)));
      const c = weightOf[r] ?? 1;
      for (let a = 0; a <= n; a += 1) {
        g[a] = (g[a] ?? 0) + c * ((y[r] ?? 0) - p) * (zi[a] ?? 0);
        const row = h[a] ?? [];
        for (let b = 0; b <= n; b += 1)
          row[b] = (row[b] ?? 0) + c * p * (1 - p) * (zi[a] ?? 0) * (zi[b] ?? 0);
      }
    });
    for (let a = 1; a <= n; a += 1) {
      g[a] = (g[a] ?? 0) - RIDGE * (w[a] ?? 0);
      const row = h[a] ?? [];
      row[a] = (row[a] ?? 0) + RIDGE;
    }
    const step = solveSymmetric(h, g);
    w = w.map((v, j) => v + (step[j] ?? 0));
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  const partial: SubtaskModel = { names: SUBTASK_INPUT_NAMES, mean, scale, weights: w, cut: 0.5 };
  // the fit line: the cut with the best F1 of "fits" against "belongs" on the training rows
  const ps = rows.map((r) => belongProbability(partial, r.x));
  let best = { cut: 0.5, f1: -1 };
  for (let c = 0.05; c <= 0.95; c += 0.01) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    ps.forEach((p, r) => {
      if (p >= c && y[r] === 1) tp += 1;
      else if (p >= c) fp += 1;
      else if (y[r] === 1) fn += 1;
    });
    const f1 = (2 * tp) / Math.max(1, 2 * tp + fp + fn);
    if (f1 > best.f1) best = { cut: c, f1 };
  }
  return { ...partial, cut: best.cut };
}

/** Fit precision, recall and nDCG@3 of a model on the given lists. */
export function measureSubtaskModel(model: SubtaskModel, lists: readonly Row[][]): string {
  return formatSubtaskLine(
    subtaskOverall(
      lists.map((list) =>
        subtaskListMetrics(
          list.map((r) => ({
            tier: r.tier,
            score:
              r.base >= EMPTY_TASK_SCORE
                ? r.base
                : probabilityToScore(belongProbability(model, r.x), model.cut),
          })),
        ),
      ),
    ),
  );
}

/** The weights module's source for a fitted model, formatted as the repository formats it. */
export async function subtaskSource(
  model: SubtaskModel,
  sets: readonly string[],
  inputsHash: string,
): Promise<string> {
  const r = (v: number) => Number(v.toPrecision(6));
  const body = {
    names: model.names,
    mean: model.mean.map(r),
    scale: model.scale.map(r),
    weights: model.weights.map(r),
    cut: r(model.cut),
  };
  const source =
    `// Generated by ranking-lab/src/fit-subtasks.ts from ${sets.join(", ")}; do not edit.\n` +
    fitInputsLine(inputsHash) +
    `import type { SubtaskModel } from "./subtask-model";\n\n` +
    `export const SUBTASK_MODEL: SubtaskModel = ${JSON.stringify(body, null, 2)};\n`;
  const options = await resolveConfig(SUBTASK_WEIGHTS_URL.pathname);
  return format(source, { ...options, filepath: SUBTASK_WEIGHTS_URL.pathname });
}
