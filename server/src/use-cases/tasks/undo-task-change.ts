import { and, eq } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import { UNDO_UNAVAILABLE_MESSAGE, undoFields } from "@firstly/core/domain/task-undo";
import type { AppDeps, SessionUser } from "../../context";
import { userTasks } from "../../db/schema";
import { inPersonTransaction } from "../../db/person-lock";
import { AppError } from "../../errors/app-error";
import { scheduleTaskDue } from "../../push/queue-task-pushes";
import { presentOwnedTask } from "./present-task";

export interface UndoTaskChangeOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  user: SessionUser;
  taskId: string;
}

/**
 * POST /api/tasks/:id/undo: the toast's Undo after Complete, Delay, Archive, restore or delete.
 * Puts back exactly what that change replaced (status, dates, schedule, scores; a deleted task
 * comes back), so the thought returns to its place on home; no usage is counted. Only the owner's
 * task (else 404), only within a minute and while nothing else has changed it (else 409).
 */
export async function undoTaskChange({ deps, user, taskId }: UndoTaskChangeOptions): Promise<Task> {
  const now = deps.now();
  const row = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const [current] = await tx
      .select()
      .from(userTasks)
      .where(and(eq(userTasks.id, taskId), eq(userTasks.userId, user.id)));
    if (!current) throw new AppError("NOT_FOUND");
    const fields = undoFields(current.undoState ?? null, current.version, now);
    if (!fields) throw new AppError("CONFLICT", UNDO_UNAVAILABLE_MESSAGE);
    const [restored] = await tx
      .update(userTasks)
      .set({ ...fields, undoState: null, updatedAt: now, version: current.version + 1 })
      .where(eq(userTasks.id, current.id))
      .returning();
    // a delay put back still brings the thought back (and says so) when it ends
    if (fields.status === "delayed" && fields.delayEndsAt)
      await scheduleTaskDue(tx, user.id, current.id, fields.delayEndsAt);
    return restored!;
  });
  deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  return presentOwnedTask(deps.db, user.id, row, deps.now());
}
