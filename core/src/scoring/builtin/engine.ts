import { TIER_USEFUL_MAX } from "../constants";
import type { ScoringEngine, ScoringGoal, ScoringTask, TaskScore } from "../types";
import { buildGoalProfile } from "./goal-profile";
import { topicDomains, universalDomains } from "./lexicon/all-domains";
import { compileLexicon, type Lexicon } from "./matcher";
import { goalWordVectors, strongestFrom, taskFeatures } from "./features";
import type { GoalProfile } from "./goal-profile";
import type { WordVector } from "./relatedness";
import {
  rerankInputs,
  rerankValue,
  wordPositions,
  scoreToTierValue,
  tierValueToScore,
  type RerankerModel,
} from "./reranker";
import { RERANKER } from "./reranker-weights.generated";
import {
  analyseTask,
  describeContradiction,
  describeSupport,
  scoreAnalysis,
  weighEvidence,
  type BuiltinVerdict,
  type TaskAnalysis,
  type WeighedEvidence,
} from "./score-task";

let compiled: Lexicon | null = null;

/**
 * `compute` kept by its text argument. Bounded: cleared wholesale when full, which keeps memory
 * flat and results unaffected (every kept value is what `compute` gives for that text).
 */
function keptByText<T>(max: number, compute: (lex: Lexicon, text: string) => T) {
  const kept = new Map<string, T>();
  return (lex: Lexicon, text: string): T => {
    const hit = kept.get(text);
    if (hit) return hit;
    if (kept.size >= max) kept.clear();
    const value = compute(lex, text);
    kept.set(text, value);
    return value;
  };
}

/** Task analysis is goal-independent, so scoring the same tasks against several goals reuses it. */
export const analysed: (lex: Lexicon, text: string) => TaskAnalysis = keptByText(
  25_000,
  analyseTask,
);

/**
 * A goal's profile and word vectors depend on its text only, and the same few goals score every
 * write (an edit used to rebuild them each time). Keeping the word list alive also keeps its
 * cosine cache (features.ts).
 */
export const goalContext: (
  lex: Lexicon,
  goalText: string,
) => { profile: GoalProfile; goalWords: WordVector[] } = keptByText(1_000, (lex, goalText) => ({
  profile: buildGoalProfile(lex, goalText),
  goalWords: goalWordVectors(goalText),
}));

/** The compiled lexicon, built on first use and shared (it only grows a typo cache). */
export function builtinLexicon(): Lexicon {
  compiled ??= compileLexicon([...topicDomains, ...universalDomains]);
  return compiled;
}

export function taskText(task: ScoringTask): string {
  const title = task.title?.trim();
  return title ? `${title}. ${task.text}` : task.text;
}

/** The reranker's input row and its word positions, reused task to task (scoring is sync). */
let scratch: Float64Array | undefined;
const positions = wordPositions();

/**
 * One task's verdict: the hand-written stages weigh the evidence (`score-task.ts`), then the
 * fitted reranker (`reranker.ts`, decision 0007) turns it into the rank. Unusable text
 * keeps its place and an injection attempt never rises. A stage contradiction that rests on the
 * goal's own topic in the lexicon (`holdTopicContradictionsFrom`) never rises either;
 * one from general cues only is an input the fit weighs, not a floor (with sets left out,
 * a floor on every stage contradiction cost 0.03 Spearman, as hand-written cues misfire on goals
 * they were not written for). A strong lexicon match (`trustStagesUpTo`) keeps at least its rank,
 * and a clear one (`leashStagesUpTo`) sinks at most `leash` tiers. Deterministic; `model` is a
 * parameter so the fitting script can score a fold with its own weights.
 */
export function scoreTaskWith(
  model: RerankerModel,
  profile: GoalProfile,
  goalWords: readonly WordVector[],
  analysis: TaskAnalysis,
): BuiltinVerdict {
  if (analysis.unusable) return scoreAnalysis(profile, analysis);
  const weighed = weighEvidence(profile, analysis);
  const stages = scoreAnalysis(profile, analysis, weighed);
  const features = taskFeatures(profile, goalWords, analysis, { score: stages.score, weighed });
  scratch = rerankInputs(
    model.words,
    features,
    analysis.centroid,
    analysis.tokens,
    scratch,
    positions,
  );
  let value = rerankValue(model, scratch, positions);
  const stageValue = scoreToTierValue(model, stages.score);
  const supported = !weighed.contradicts;
  const held =
    weighed.contradicts &&
    strongestFrom(weighed.contra, "topic") >= model.holdTopicContradictionsFrom;
  if (analysis.hadInjection || held) value = Math.max(value, stageValue);
  else if (supported && stages.score <= model.trustStagesUpTo) value = Math.min(value, stageValue);
  else if (supported && stages.score <= model.leashStagesUpTo)
    value = Math.min(value, stageValue + model.leash);
  const score = tierValueToScore(model, value);
  return {
    score,
    confidence: stages.confidence,
    // the stages' sentence names what works against the goal; it stands while the rank agrees
    reasoning: explainScore(profile, analysis, weighed, score),
  };
}

/**
 * The sentence for a usable task's final score: the stages' contradiction stands while the rank
 * agrees (past Useful); otherwise what supports it, at the strength the score says.
 */
export function explainScore(
  profile: GoalProfile,
  analysis: TaskAnalysis,
  weighed: WeighedEvidence,
  score: number,
): string {
  return weighed.contradicts && score > TIER_USEFUL_MAX
    ? describeContradiction(profile, analysis, weighed)
    : describeSupport(profile, analysis, weighed, score);
}

/**
 * Scores tasks against one goal with the offline engine: deterministic, no IO, no keys. Lower is
 * more urgent; likely contradictions sink towards 10000, blank or junk text stays at 9000.
 */
export function scoreTasksBuiltin(goal: ScoringGoal, tasks: readonly ScoringTask[]): TaskScore[] {
  const lex = builtinLexicon();
  const { profile, goalWords } = goalContext(lex, goal.text);
  return tasks.map((task) => ({
    taskId: task.id,
    ...scoreTaskWith(RERANKER, profile, goalWords, analysed(lex, taskText(task))),
  }));
}

export function createBuiltinEngine(): ScoringEngine {
  return {
    id: "builtin",
    label: "builtin",
    scoreTasks: async (goal, tasks) => scoreTasksBuiltin(goal, tasks),
  };
}
