import { and, eq, isNull, sql } from "drizzle-orm";
import type { SetRankCorrectionInput, Task } from "@firstly/core/contract/task";
import type { AppDeps, SessionUser } from "../../context";
import { inPersonTransaction } from "../../db/person-lock";
import { userGoals, userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { findOwnedTask } from "./find-owned-task";
import { presentOwnedTask } from "./present-task";

export interface SetRankCorrectionOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  user: SessionUser;
  taskId: string;
  input: SetRankCorrectionInput;
}

/**
 * PUT /api/tasks/:id/correction: the person says this thought ranks wrong for one of their active
 * goals (up, down or not for this goal). Replaces an earlier correction for that goal; the same
 * correction again changes nothing. Another person's task or goal, or a goal that is not active,
 * is 404. Scores are not touched: the correction is applied when the task is presented.
 */
export async function setRankCorrection({
  deps,
  user,
  taskId,
  input,
}: SetRankCorrectionOptions): Promise<Task> {
  const { row, isChanged } = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const current = await findOwnedTask(tx, user.id, taskId);
    const [goal] = await tx
      .select({ id: userGoals.id })
      .from(userGoals)
      .where(
        and(
          eq(userGoals.id, input.goalId),
          eq(userGoals.userId, user.id),
          eq(userGoals.status, "active"),
          isNull(userGoals.deletedAt),
        ),
      );
    if (!goal) throw new AppError("NOT_FOUND");
    if (current.rankCorrections[goal.id]?.kind === input.kind) {
      return { row: current, isChanged: false };
    }
    const entry = JSON.stringify({ [goal.id]: { kind: input.kind, at: deps.now().toISOString() } });
    await tx
      .update(userTasks)
      .set({
        rankCorrections: sql`${userTasks.rankCorrections} || ${entry}::jsonb`,
        version: sql`${userTasks.version} + 1`,
      })
      .where(and(eq(userTasks.id, current.id), eq(userTasks.userId, user.id)));
    return { row: await findOwnedTask(tx, user.id, taskId), isChanged: true };
  });
  // the whole list may re-rank (similar thoughts learn from this one): every tab refetches it
  if (isChanged) deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  return presentOwnedTask(deps.db, user.id, row, deps.now());
}
