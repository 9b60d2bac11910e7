import type { GoalAssessment } from "@firstly/core/contract/task";
import type { Db } from "../db/open-database";
import type { ActiveGoal } from "./assessments";

/**
 * The scoring pipeline as use cases see it. Implemented in scoring/create-scorer.ts.
 * - `scoreNow` gives tasks a provisional built-in score against every active goal, inside the
 *   caller's transaction, so a new or edited task has a tier within the same request.
 * - `enqueueRescore` schedules model (re)scoring in the background (a job row, so it survives a
 *   restart and is shared by N instances). Failures are logged, never shown, never lose a task.
 * - `assess` is scoreNow's built-in pass for one task already in memory (a write that has just
 *   read it): no statement, so the caller writes the result with its own update. An edit in an
 *   autosave burst leaves it to use-cases/tasks/settle-scores.ts, once the text rests.
 * - `settleRescore` asks the model to rescore one edited task once its text has rested
 *   (AI_RESCORE_SETTLE_MS): an autosave burst moves one pending job instead of adding one each.
 */
export interface Scorer {
  readonly engine: "builtin" | "openai-compatible";
  readonly model: string | null;
  scoreNow(
    tx: Db,
    userId: string,
    options: { taskIds?: string[]; goalIds?: string[] },
  ): Promise<string[]>;
  enqueueRescore(
    tx: Db,
    userId: string,
    options: { taskIds?: string[]; goalIds?: string[]; delayMs?: number },
  ): Promise<void>;
  assess(
    goals: readonly ActiveGoal[],
    task: { id: string; title: string | null; text: string },
  ): Record<string, GoalAssessment>;
  settleRescore(tx: Db, userId: string, taskId: string): Promise<void>;
  /** the background job body: built-in pass, then the model goal by goal (called by the job worker) */
  runRescore(userId: string, payload: { taskIds?: string[]; goalIds?: string[] }): Promise<void>;
}
