import { and, eq, sql } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import type { AppDeps, SessionUser } from "../../context";
import { inPersonTransaction } from "../../db/person-lock";
import { userTasks } from "../../db/schema";
import { findOwnedTask } from "./find-owned-task";
import { presentOwnedTask } from "./present-task";

export interface ClearRankCorrectionOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  user: SessionUser;
  taskId: string;
  goalId: string;
}

/**
 * DELETE /api/tasks/:id/correction/:goalId: undo the person's correction for that goal; the
 * engine's score (with anything learned) applies again. Repeating it is harmless; another
 * person's task is 404.
 */
export async function clearRankCorrection({
  deps,
  user,
  taskId,
  goalId,
}: ClearRankCorrectionOptions): Promise<Task> {
  const { row, isChanged } = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const current = await findOwnedTask(tx, user.id, taskId);
    if (!current.rankCorrections[goalId]) return { row: current, isChanged: false };
    await tx
      .update(userTasks)
      .set({
        rankCorrections: sql`${userTasks.rankCorrections} - ${goalId}::text`,
        version: sql`${userTasks.version} + 1`,
      })
      .where(and(eq(userTasks.id, current.id), eq(userTasks.userId, user.id)));
    return { row: await findOwnedTask(tx, user.id, taskId), isChanged: true };
  });
  if (isChanged) deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  return presentOwnedTask(deps.db, user.id, row, deps.now());
}
