/**
 * A subtask is a goal of its own (issue #27, decision 0026). Each subtask is scored by the same
 * engine as a main goal, against its own text — the main goal never stands in for it — and then
 * the subtasks of one plan are compared: whether a thought fits this subtask is decided by a small
 * logistic model over the engine's evidence for this subtask and how much stronger that evidence
 * is than for the closest sibling (`subtask-weights.generated.ts`, fitted on labelled subtask plans
 * by `core/scripts/fit-subtasks.ts`). A thought that serves a sibling better does not fit this one.
 * The engine's verdicts that a thought works against the subtask, or is unusable text, stand.
 * Main-goal scores are untouched.
 */
import {
  CONTRADICTION_SCORE,
  EMPTY_TASK_SCORE,
  FIT_THRESHOLD,
  TIER_USEFUL_MAX,
} from "../constants";
import type { ScoringGoal, ScoringTask, TaskScore } from "../types";
import { analysed, builtinLexicon, scoreTasksBuiltin, taskText } from "./engine";
import { FEATURE_NAMES, goalWordVectors, taskFeatures } from "./features";
import { buildGoalProfile } from "./goal-profile";
import { SUBTASK_MODEL } from "./subtask-weights.generated";

/** A main goal's active subtasks, scored together so each can see its siblings. */
export interface SubtaskPlan {
  main: ScoringGoal | null;
  subtasks: readonly ScoringGoal[];
}

export interface SubtaskModel {
  names: readonly string[];
  mean: readonly number[];
  scale: readonly number[];
  /** bias first, then one weight per standardised input */
  weights: readonly number[];
  /** the probability at the fit line (chosen by the fit for the best F1 of fit vs belongs) */
  cut: number;
}

/** The evidence compared with the closest sibling (this minus the sibling's best). */
const COMPARED = [
  "engine score / 10000",
  "support combined",
  "topic hit for",
  "goal word for",
  "vector cosine (centroid)",
  "best word cosine",
  "mean best word cosine",
] as const satisfies readonly (typeof FEATURE_NAMES)[number][];

export const SUBTASK_INPUT_NAMES: readonly string[] = [
  ...FEATURE_NAMES,
  ...COMPARED.map((n) => `${n} vs closest sibling`),
  "siblings",
];

const comparedAt = COMPARED.map((n) => FEATURE_NAMES.indexOf(n));
const SCORE_AT = FEATURE_NAMES.indexOf("engine score / 10000");

/** The model's inputs for every (subtask, task) pair of a plan: rows[i][k]. Pure. */
export function subtaskInputs(
  plan: SubtaskPlan,
  tasks: readonly ScoringTask[],
): { base: TaskScore[][]; rows: number[][][] } {
  const lex = builtinLexicon();
  const subs = plan.subtasks;
  const base = subs.map((sub) => scoreTasksBuiltin(sub, tasks));
  const features = subs.map((sub, i) => {
    const profile = buildGoalProfile(lex, sub.text);
    const goalWords = goalWordVectors(sub.text);
    return tasks.map((task, k) => {
      const f = taskFeatures(profile, goalWords, analysed(lex, taskText(task)));
      // the final score (after the reranker), not the stages' one, is the engine's verdict
      f[SCORE_AT] = (base[i]?.[k]?.score ?? CONTRADICTION_SCORE) / 10_000;
      return f;
    });
  });
  const rows = subs.map((_, i) =>
    tasks.map((_t, k) => {
      const own = features[i]?.[k] ?? [];
      const versus = comparedAt.map((at) => {
        let sibling: number | null = null;
        features.forEach((f, j) => {
          if (j === i) return;
          const v = f[k]?.[at] ?? 0;
          // for the score lower is closer: compare with the sibling's lowest
          sibling =
            sibling === null ? v : at === SCORE_AT ? Math.min(sibling, v) : Math.max(sibling, v);
        });
        return sibling === null ? 0 : (own[at] ?? 0) - sibling;
      });
      return [...own, ...versus, subs.length - 1];
    }),
  );
  return { base, rows };
}

/** The model's probability that a thought belongs to the subtask. */
export function belongProbability(model: SubtaskModel, row: readonly number[]): number {
  let z = model.weights[0] ?? 0;
  for (let n = 0; n < row.length; n += 1)
    z +=
      (model.weights[n + 1] ?? 0) *
      (((row[n] ?? 0) - (model.mean[n] ?? 0)) / (model.scale[n] ?? 1));
  return 1 / (1 + Math.exp(-z));
}

/** p ≥ cut is a fit (≤ 4000); higher p ranks first: 1 → 1, cut → 4000, 0 → 7000. */
export function probabilityToScore(p: number, cut: number): number {
  const score =
    p >= cut
      ? 1 + ((1 - p) / Math.max(1e-9, 1 - cut)) * (FIT_THRESHOLD - 1)
      : FIT_THRESHOLD + ((cut - p) / Math.max(1e-9, cut)) * (TIER_USEFUL_MAX - FIT_THRESHOLD);
  return Math.max(1, Math.min(TIER_USEFUL_MAX, Math.round(score)));
}

/**
 * Scores tasks against every subtask of a plan with the built-in engine; returns each subtask's
 * scores by its id, in task order. Deterministic and pure.
 */
export function scoreSubtasksBuiltin(
  plan: SubtaskPlan,
  tasks: readonly ScoringTask[],
  model: SubtaskModel = SUBTASK_MODEL,
): Map<string, TaskScore[]> {
  const { base, rows } = subtaskInputs(plan, tasks);
  const out = new Map<string, TaskScore[]>();
  plan.subtasks.forEach((sub, i) => {
    const scores = (base[i] ?? []).map((s, k) => {
      // works against it, or unusable text: the engine's verdict stands
      if (s.score >= EMPTY_TASK_SCORE) return s;
      return {
        ...s,
        score: probabilityToScore(belongProbability(model, rows[i]?.[k] ?? []), model.cut),
      };
    });
    out.set(sub.id, scores);
  });
  return out;
}
