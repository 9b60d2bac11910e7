import type { Db } from "../db/open-database";

/**
 * The scoring pipeline as use cases see it. Implemented in scoring/create-scorer.ts.
 * - `scoreNow` gives tasks a provisional built-in score against every active goal, inside the
 *   caller's transaction, so a new or edited task has a tier within the same request.
 * - `enqueueRescore` schedules model (re)scoring in the background (a job row, so it survives a
 *   restart and is shared by N instances). Failures are logged, never shown, never lose a task.
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
  /** the background job body: built-in pass, then the model goal by goal (called by the job worker) */
  runRescore(userId: string, payload: { taskIds?: string[]; goalIds?: string[] }): Promise<void>;
}
