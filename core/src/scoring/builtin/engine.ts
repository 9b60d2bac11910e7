import type { ScoringEngine, ScoringGoal, ScoringTask, TaskScore } from "../types";
import { buildGoalProfile } from "./goal-profile";
import { topicDomains, universalDomains } from "./lexicon/all-domains";
import { compileLexicon, type Lexicon } from "./matcher";
import { analyseTask, scoreAnalysis, type TaskAnalysis } from "./score-task";

let compiled: Lexicon | null = null;

/**
 * Task analysis is goal-independent, so scoring the same tasks against several goals reuses it.
 * Bounded: cleared wholesale when full, which keeps memory flat and results unaffected.
 */
const ANALYSIS_CACHE_MAX = 25_000;
const analysisCache = new Map<string, TaskAnalysis>();

function analysed(lex: Lexicon, text: string): TaskAnalysis {
  const hit = analysisCache.get(text);
  if (hit) return hit;
  if (analysisCache.size >= ANALYSIS_CACHE_MAX) analysisCache.clear();
  const analysis = analyseTask(lex, text);
  analysisCache.set(text, analysis);
  return analysis;
}

/** The compiled lexicon, built on first use and shared (it only grows a typo cache). */
export function builtinLexicon(): Lexicon {
  compiled ??= compileLexicon([...topicDomains, ...universalDomains]);
  return compiled;
}

function taskText(task: ScoringTask): string {
  const title = task.title?.trim();
  return title ? `${title}. ${task.text}` : task.text;
}

/**
 * Scores tasks against one goal with the offline lexicon engine: deterministic, no IO, no keys.
 * Lower is more urgent; contradictions land at 9500–10000, blank or junk text at 9000.
 */
export function scoreTasksBuiltin(goal: ScoringGoal, tasks: readonly ScoringTask[]): TaskScore[] {
  const lex = builtinLexicon();
  const profile = buildGoalProfile(lex, goal.text);
  return tasks.map((task) => ({
    taskId: task.id,
    ...scoreAnalysis(profile, analysed(lex, taskText(task))),
  }));
}

export function createBuiltinEngine(): ScoringEngine {
  return {
    id: "builtin",
    label: "builtin",
    scoreTasks: async (goal, tasks) => scoreTasksBuiltin(goal, tasks),
  };
}
