/**
 * Subtask metrics for labelled subtask plans (`kind: "subtask-plans"` in ranking-lab/eval-data/):
 * fit precision and recall against "belongs" (critical or important for that subtask), and nDCG@3
 * within each subtask's list. Pure: callers pass labels and the engine's scores.
 */
import { FIT_THRESHOLD } from "@firstly/core/scoring/constants";
import { ndcgAt, type EvalTier, type LabelledScore } from "./eval-metrics";

/** A task belongs to a subtask when it is labelled critical or important for it. */
export function belongs(tier: EvalTier): boolean {
  return tier === "critical" || tier === "important";
}

export interface SubtaskListMetrics {
  /** tasks that fit (score ≤ 4000) and belong, fit and do not, belong and do not fit */
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** null when no task has any gain for this subtask (nDCG is undefined there) */
  ndcg3: number | null;
}

export function subtaskListMetrics(items: readonly LabelledScore[]): SubtaskListMetrics {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const { tier, score } of items) {
    const fits = score <= FIT_THRESHOLD;
    if (fits && belongs(tier)) truePositives += 1;
    else if (fits) falsePositives += 1;
    else if (belongs(tier)) falseNegatives += 1;
  }
  const hasGain = items.some(
    (i) => i.tier === "critical" || i.tier === "important" || i.tier === "useful",
  );
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    ndcg3: hasGain ? ndcgAt(items, 3) : null,
  };
}

export interface SubtaskOverall {
  subtasks: number;
  precision: number;
  recall: number;
  /** mean over subtasks whose list has any gain */
  ndcg3: number;
}

/** Precision and recall pool every subtask's fits; nDCG@3 is the mean over subtasks. */
export function subtaskOverall(lists: readonly SubtaskListMetrics[]): SubtaskOverall {
  const sum = (f: (m: SubtaskListMetrics) => number) => lists.reduce((a, m) => a + f(m), 0);
  const tp = sum((m) => m.truePositives);
  const fp = sum((m) => m.falsePositives);
  const fn = sum((m) => m.falseNegatives);
  const ranked = lists.flatMap((m) => (m.ndcg3 === null ? [] : [m.ndcg3]));
  return {
    subtasks: lists.length,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    ndcg3: ranked.length === 0 ? 0 : ranked.reduce((a, b) => a + b, 0) / ranked.length,
  };
}

export function formatSubtaskLine(m: SubtaskOverall): string {
  return `subtasks=${m.subtasks} fit_precision=${m.precision.toFixed(3)} fit_recall=${m.recall.toFixed(3)} subtask_ndcg@3=${m.ndcg3.toFixed(3)}`;
}
