/**
 * A subtask is a goal of its own (issue #27, decision 0026). Each subtask is scored by the same
 * engine as a main goal, against its own text — the main goal never stands in for it — and then
 * the subtasks of one plan are compared: whether a thought fits this subtask is decided by a small
 * logistic model over the engine's evidence for this subtask and how much stronger that evidence
 * is than for the closest sibling (`subtask-weights.generated.ts`, fitted on labelled subtask plans
 * by `ranking-lab/src/fit-subtasks.ts`). A thought that serves a sibling better does not fit this one.
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
import { GENERIC_TASK_WORDS } from "../../language/generic-task-words";
import { STOPWORDS } from "./cues";
import {
  analysed,
  builtinLexicon,
  explainScore,
  goalContext,
  scoreTasksBuiltin,
  taskText,
} from "./engine";
import { FEATURE_NAMES, cosineRows, taskFeatures } from "./features";
import type { GoalProfile } from "./goal-profile";
import { describeVerdict } from "./reasoning";
import { weighEvidence } from "./score-task";
import { SUBTASK_MODEL } from "./subtask-weights.generated";
import type { SubtaskModel } from "./subtask-model";
import { tokenize } from "../../language/text";

/** A main goal's active subtasks, scored together so each can see its siblings. */
export interface SubtaskPlan {
  main: ScoringGoal | null;
  subtasks: readonly ScoringGoal[];
}

export type { SubtaskModel } from "./subtask-model";

/** Word-vector similarity of a thought's words and a subtask's words (decision 0026). */
const WORD_SIMS = [
  "best word cosine (thought to subtask)",
  "mean best word cosine (thought to subtask)",
  "mean best word cosine (subtask to thought)",
  "mean of the two best word cosines",
] as const;

const CONTENT_SKIP = new Set([...STOPWORDS, ...GENERIC_TASK_WORDS]);

/** A text's content stems: three letters or more, not a stop word, generic task word or number. */
export function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(text))
    if (t.stem.length >= 3 && !CONTENT_SKIP.has(t.stem) && !/^\d+$/.test(t.stem)) out.add(t.stem);
  return out;
}

/** Cosine of two word rows (1 for the same word). */
function wordCosine(a: number, b: number): number {
  return a === b ? 1 : cosineRows(a, b);
}

/** WORD_SIMS for a thought's word rows and a goal's word rows; zeros when either has none. */
function wordSims(taskRows: readonly number[], goalRows: readonly number[]): number[] {
  if (taskRows.length === 0 || goalRows.length === 0) return [0, 0, 0, 0];
  const toGoal = taskRows.map((a) => Math.max(...goalRows.map((b) => wordCosine(a, b))));
  const toTask = goalRows.map((b) => Math.max(...taskRows.map((a) => wordCosine(a, b))));
  const mean = (xs: readonly number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  const top = [...toGoal].sort((x, y) => y - x).slice(0, 2);
  return [Math.max(...toGoal), mean(toGoal), mean(toTask), mean(top)];
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
  ...WORD_SIMS.map((n) => n),
  ...WORD_SIMS.map((n) => `${n} vs closest sibling`),
  "main goal's best word cosine over the subtasks' best",
  "main goal's mean best word cosine over the subtasks' best",
  "no word with a vector",
  "shares a word with this subtask",
  "shares a word no sibling has",
  "shared words minus the closest sibling's",
  "shares a word, a sibling does not (or the other way)",
  "shares only the main goal's own words",
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
  const contexts = subs.map((sub) => goalContext(lex, sub.text));
  const profiles = contexts.map((context) => context.profile);
  const features = contexts.map(({ profile, goalWords }, i) =>
    tasks.map((task, k) => {
      const f = taskFeatures(profile, goalWords, analysed(lex, taskText(task)));
      // the final score (after the reranker), not the stages' one, is the engine's verdict
      f[SCORE_AT] = (base[i]?.[k]?.score ?? CONTRADICTION_SCORE) / 10_000;
      return f;
    }),
  );
  const goalWords = contexts.map((context) => context.goalWords);
  // each task word's best cosine to each subtask's words: wordBest[k][w][i]
  const wordBest = tasks.map((task) =>
    analysed(lex, taskText(task)).wordRows.map((row) =>
      goalWords.map((gw) =>
        gw.reduce((b, g) => Math.max(b, g.row === row ? 1 : cosineRows(row, g.row)), 0),
      ),
    ),
  );
  const goalRows = goalWords.map((gw) => gw.map((g) => g.row));
  const mainRows = plan.main ? goalContext(lex, plan.main.text).goalWords.map((g) => g.row) : [];
  const subStems = subs.map((sub) => contentStems(sub.text));
  const mainStems = plan.main ? contentStems(plan.main.text) : new Set<string>();
  const anySubStem = new Set(subStems.flatMap((st) => [...st]));
  // per task: each subtask's WORD_SIMS, the main goal's first two, and shared content stems
  const perTask = tasks.map((task) => {
    const rowsOf = analysed(lex, taskText(task)).wordRows;
    const sims = goalRows.map((g) => wordSims(rowsOf, g));
    const main = wordSims(rowsOf, mainRows);
    const stems = contentStems(taskText(task));
    const shared = subStems.map((st) => [...stems].filter((w) => st.has(w)));
    const mainOnly = [...stems].some((w) => mainStems.has(w) && !anySubStem.has(w));
    return { sims, main, shared, mainOnly, noVector: rowsOf.length === 0 };
  });
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
      const t = perTask[k];
      const sims = t?.sims ?? [];
      const mine = sims[i] ?? [0, 0, 0, 0];
      const siblingBest = mine.map((_v, n) =>
        sims.length <= 1 ? 0 : Math.max(...sims.filter((_s, j) => j !== i).map((s) => s[n] ?? 0)),
      );
      const bestOver = (n: number) => Math.max(...sims.map((s) => s[n] ?? 0));
      const shared = t?.shared ?? [];
      const myShared = shared[i] ?? [];
      const otherShared = Math.max(0, ...shared.filter((_s, j) => j !== i).map((s) => s.length));
      const siblingStems = new Set(subStems.filter((_s, j) => j !== i).flatMap((st) => [...st]));
      const lexical = [
        myShared.length > 0 ? 1 : 0,
        myShared.some((w) => !siblingStems.has(w)) ? 1 : 0,
        myShared.length - otherShared,
        (myShared.length > 0 ? 1 : 0) - (otherShared > 0 ? 1 : 0),
        t?.mainOnly && shared.every((s) => s.length === 0) ? 1 : 0,
      ];
      return [
        ...own,
        ...versus,
        ...versusMean,
        ...wordLeads,
        subs.length - 1,
        ...mine,
        ...mine.map((v, n) => v - (siblingBest[n] ?? 0)),
        (t?.main[0] ?? 0) - bestOver(0),
        (t?.main[1] ?? 0) - bestOver(1),
        t?.noVector ? 1 : 0,
        ...lexical,
      ];
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
