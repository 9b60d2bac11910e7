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
 * Task analysis is goal-independent, so scoring the same tasks against several goals reuses it.
 * Bounded: cleared wholesale when full, which keeps memory flat and results unaffected.
 */
const ANALYSIS_CACHE_MAX = 25_000;
const analysisCache = new Map<string, TaskAnalysis>();

export function analysed(lex: Lexicon, text: string): TaskAnalysis {
  const hit = analysisCache.get(text);
  if (hit) return hit;
  if (analysisCache.size >= ANALYSIS_CACHE_MAX) analysisCache.clear();
  const analysis = analyseTask(lex, text);
  analysisCache.set(text, analysis);
  return analysis;
}

/**
 * A goal's profile and word vectors depend on its text only, and the same few goals score every
 * write (an edit used to rebuild them each time: two-fifths of its scoring). Bounded like the
 * analyses. Keeping the word list alive also keeps its cosines cache (features.ts).
 */
const GOAL_CACHE_MAX = 1_000;
const goalCache = new Map<string, { profile: GoalProfile; goalWords: WordVector[] }>();

export function goalContext(
  lex: Lexicon,
  goalText: string,
): { profile: GoalProfile; goalWords: WordVector[] } {
  const hit = goalCache.get(goalText);
  if (hit) return hit;
  if (goalCache.size >= GOAL_CACHE_MAX) goalCache.clear();
  const context = {
    profile: buildGoalProfile(lex, goalText),
    goalWords: goalWordVectors(goalText),
  };
  goalCache.set(goalText, context);
  return context;
}

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
