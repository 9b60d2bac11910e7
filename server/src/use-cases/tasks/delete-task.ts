import { and, eq } from "drizzle-orm";
import { undoStateFor } from "@firstly/core/domain/task-undo";
import { inPersonTransaction } from "../../db/person-lock";
import type { AppDeps, SessionUser } from "../../context";
import { userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";

export interface DeleteTaskOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  user: SessionUser;
  taskId: string;
}

/**
 * DELETE /api/tasks/:id: soft delete (deleted_at), kept for the toast's Undo (undo-task-change.ts).
 * Repeating it is harmless; others' ids are 404.
 */
export async function deleteTask({ deps, user, taskId }: DeleteTaskOptions): Promise<{ ok: true }> {
  const now = deps.now();
  const deleted = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const [owned] = await tx
      .select()
      .from(userTasks)
      .where(and(eq(userTasks.id, taskId), eq(userTasks.userId, user.id)));
    if (!owned) throw new AppError("NOT_FOUND");
    if (owned.deletedAt) return false;
    await tx
      .update(userTasks)
      .set({
        deletedAt: now,
        updatedAt: now,
        version: owned.version + 1,
        undoState: undoStateFor(owned, owned.version + 1, now),
      })
      .where(and(eq(userTasks.id, taskId), eq(userTasks.userId, user.id)));
    return true;
  });
  if (!deleted) return { ok: true };
  deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  return { ok: true };
}
