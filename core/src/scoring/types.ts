import type { GoalType } from "../contract/task";

/** What an engine needs to know about a goal. */
export interface ScoringGoal {
  id: string;
  type: GoalType;
  text: string;
}

/** What an engine needs to know about a task. Text is untrusted user input. */
export interface ScoringTask {
  id: string;
  title?: string | null;
  text: string;
}

/** One engine's verdict for one (task, goal) pair. score is 1–10000 or UNSCORED. */
export interface TaskScore {
  taskId: string;
  score: number;
  confidence: number;
  reasoning: string;
}

/**
 * An engine scores many tasks against one goal. The built-in engine is synchronous and pure (core);
 * the openai-compatible engine lives in server/src/ai and implements the same shape asynchronously.
 */
export interface ScoringEngine {
  readonly id: "builtin" | "openai-compatible";
  /** engine label stored in GoalAssessment.engine, e.g. "builtin" or "openai-compatible:gpt-4o-mini" */
  readonly label: string;
  scoreTasks(goal: ScoringGoal, tasks: readonly ScoringTask[]): Promise<TaskScore[]>;
}
