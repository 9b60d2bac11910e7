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
import { analysed, builtinLexicon, explainScore, scoreTasksBuiltin, taskText } from "./engine";
import { FEATURE_NAMES, cosineRows, goalWordVectors, taskFeatures } from "./features";
import { buildGoalProfile, type GoalProfile } from "./goal-profile";
import { describeVerdict } from "./reasoning";
import { weighEvidence } from "./score-task";
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
  "against combined",
  "topic hit for",
  "topic hit against",
  "goal word for",
  "goal word against",
  "vector cosine (centroid)",
  "best word cosine",
  "mean best word cosine",
] as const satisfies readonly (typeof FEATURE_NAMES)[number][];

export const SUBTASK_INPUT_NAMES: readonly string[] = [
  ...FEATURE_NAMES,
  ...COMPARED.map((n) => `${n} vs closest sibling`),
  ...COMPARED.map((n) => `${n} vs siblings' mean`),
  "words closer to this subtask than to any sibling (lead, summed)",
  "words closer to this subtask than to any sibling (lead, best)",
  "words closest to this subtask (share)",
  "siblings",
];

const comparedAt = COMPARED.map((n) => FEATURE_NAMES.indexOf(n));
const SCORE_AT = FEATURE_NAMES.indexOf("engine score / 10000");

/** The model's inputs for every (subtask, task) pair of a plan: rows[i][k]. Pure. */
export function subtaskInputs(
  plan: SubtaskPlan,
  tasks: readonly ScoringTask[],
): { base: TaskScore[][]; rows: number[][][]; profiles: GoalProfile[] } {
  const lex = builtinLexicon();
  const subs = plan.subtasks;
  const base = subs.map((sub) => scoreTasksBuiltin(sub, tasks));
  const profiles = subs.map((sub) => buildGoalProfile(lex, sub.text));
  const features = subs.map((sub, i) => {
    const profile = profiles[i] ?? buildGoalProfile(lex, sub.text);
    const goalWords = goalWordVectors(sub.text);
    return tasks.map((task, k) => {
      const f = taskFeatures(profile, goalWords, analysed(lex, taskText(task)));
      // the final score (after the reranker), not the stages' one, is the engine's verdict
      f[SCORE_AT] = (base[i]?.[k]?.score ?? CONTRADICTION_SCORE) / 10_000;
      return f;
    });
  });
  const goalWords = subs.map((sub) => goalWordVectors(sub.text));
  // each task word's best cosine to each subtask's words: wordBest[k][w][i]
  const wordBest = tasks.map((task) =>
    analysed(lex, taskText(task)).wordRows.map((row) =>
      goalWords.map((gw) =>
        gw.reduce((b, g) => Math.max(b, g.row === row ? 1 : cosineRows(row, g.row)), 0),
      ),
    ),
  );
  const rows = subs.map((_, i) =>
    tasks.map((_t, k) => {
      const own = features[i]?.[k] ?? [];
      const words = wordBest[k] ?? [];
      let leadSum = 0;
      let leadBest = 0;
      let closest = 0;
      for (const best of words) {
        const mine = best[i] ?? 0;
        const other = Math.max(0, ...best.filter((_, j) => j !== i));
        leadSum += Math.max(0, mine - other);
        leadBest = Math.max(leadBest, mine - other);
        if (mine > other) closest += 1;
      }
      const wordLeads = [leadSum, leadBest, words.length === 0 ? 0 : closest / words.length];
      const others = features.filter((_, j) => j !== i);
      const versusMean = comparedAt.map((at) =>
        others.length === 0
          ? 0
          : (own[at] ?? 0) - others.reduce((a, f) => a + (f[k]?.[at] ?? 0), 0) / others.length,
      );
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
      return [...own, ...versus, ...versusMean, ...wordLeads, subs.length - 1];
    }),
  );
  return { base, rows, profiles };
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
  const { base, rows, profiles } = subtaskInputs(plan, tasks);
  const lex = builtinLexicon();
  // works against it, or unusable text: the engine's verdict stands
  const finals = base.map((list, i) =>
    list.map((s, k) =>
      s.score >= EMPTY_TASK_SCORE
        ? s.score
        : probabilityToScore(belongProbability(model, rows[i]?.[k] ?? []), model.cut),
    ),
  );
  const out = new Map<string, TaskScore[]>();
  plan.subtasks.forEach((sub, i) => {
    const profile = profiles[i];
    const scores = (base[i] ?? []).map((s, k): TaskScore => {
      const score = finals[i]?.[k] ?? s.score;
      if (s.score >= EMPTY_TASK_SCORE || !profile) return s;
      const siblingFits = finals.some(
        (f, j) => j !== i && (f[k] ?? Number.POSITIVE_INFINITY) <= FIT_THRESHOLD,
      );
      const task = tasks[k];
      const analysis = analysed(lex, task ? taskText(task) : "");
      const reasoning =
        score > FIT_THRESHOLD && siblingFits
          ? describeVerdict({ kind: "sibling" })
          : explainScore(profile, analysis, weighEvidence(profile, analysis), score);
      return { ...s, score, reasoning };
    });
    out.set(sub.id, scores);
  });
  return out;
}
