import { and, eq, sql } from "drizzle-orm";
import type { AppDeps, SessionUser } from "../../context";
import { userTasks } from "../../db/schema";
import { AppError } from "../../http/app-error";

export interface DeleteTaskOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  user: SessionUser;
  taskId: string;
}

/** DELETE /api/tasks/:id: soft delete (deleted_at). Repeating it is harmless; others' ids are 404. */
export async function deleteTask({ deps, user, taskId }: DeleteTaskOptions): Promise<{ ok: true }> {
  const now = deps.now();
  const [owned] = await deps.db
    .select({ deletedAt: userTasks.deletedAt })
    .from(userTasks)
    .where(and(eq(userTasks.id, taskId), eq(userTasks.userId, user.id)));
  if (!owned) throw new AppError("NOT_FOUND");
  if (owned.deletedAt) return { ok: true };
  await deps.db
    .update(userTasks)
    .set({ deletedAt: now, updatedAt: now, version: sql`${userTasks.version} + 1` })
    .where(and(eq(userTasks.id, taskId), eq(userTasks.userId, user.id)));
  deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  return { ok: true };
}
