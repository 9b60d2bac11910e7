import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ImportRecord } from "@firstly/core/contract/import";
import { importMessages } from "@firstly/core/import/plan";
import type { AppDeps, SessionUser } from "../../context";
import { inPersonTransaction } from "../../db/person-lock";
import { imports, userGoals, userSettings, userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { findOwnedImport, presentImport } from "./present-import";

/**
 * POST /api/imports/:id/undo: removes exactly the thoughts and goals that import created (soft
 * delete, as DELETE /api/tasks/:id does), whatever happened to them since; nothing else. Once
 * written (scoring or done) it can be undone, later too; a second undo is a 409.
 */
export async function undoImport({
  deps,
  user,
  id,
}: {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  user: SessionUser;
  id: string;
}): Promise<ImportRecord> {
  const now = deps.now();
  const row = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const record = await findOwnedImport(tx, user.id, id);
    if (record.status !== "scoring" && record.status !== "done")
      throw new AppError("CONFLICT", importMessages.notUndoable);
    if (record.createdTaskIds.length > 0)
      await tx
        .update(userTasks)
        .set({ deletedAt: now, updatedAt: now, version: sql`${userTasks.version} + 1` })
        .where(
          and(
            eq(userTasks.userId, user.id),
            inArray(userTasks.id, record.createdTaskIds),
            isNull(userTasks.deletedAt),
          ),
        );
    if (record.createdGoalIds.length > 0) {
      const removed = await tx
        .update(userGoals)
        .set({ deletedAt: now, updatedAt: now })
        .where(
          and(
            eq(userGoals.userId, user.id),
            inArray(userGoals.id, record.createdGoalIds),
            isNull(userGoals.deletedAt),
          ),
        )
        .returning({ type: userGoals.type, status: userGoals.status });
      if (removed.some((g) => g.type === "main" && g.status === "active"))
        await tx
          .update(userSettings)
          .set({ mainGoal: null, updatedAt: now })
          .where(eq(userSettings.userId, user.id));
    }
    const [updated] = await tx
      .update(imports)
      .set({ status: "undone", undoneAt: now })
      .where(eq(imports.id, record.id))
      .returning();
    return updated ?? record;
  });
  deps.notifier.publish(user.id, { kind: "tasks", ids: row.createdTaskIds });
  if (row.createdGoalIds.length > 0) {
    deps.notifier.publish(user.id, { kind: "goals", ids: row.createdGoalIds });
    deps.notifier.publish(user.id, { kind: "scores" });
  }
  return presentImport(row);
}
