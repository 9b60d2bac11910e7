import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { isDelayExpired } from "@firstly/core/domain/task-status";
import type { Db } from "../../db/open-database";
import { userTasks } from "../../db/schema";
import { queueTaskBackPushes } from "../../push/queue-task-pushes";

/**
 * docs/behaviour/states.md#task-status: delayed tasks whose delay end has passed become pending
 * with the delay cleared, and that is saved. `updatedAt` is left alone on purpose: this is not an
 * edit, and bumping it would make an autosave that was already on its way look stale. Each task
 * brought back here queues its push (when its owner has push on) in the caller's transaction.
 */
export async function expireDelayedTasks(
  db: Db,
  userId: string,
  now: Date,
  taskIds?: string[],
): Promise<string[]> {
  const delayed = await db
    .select({ id: userTasks.id, status: userTasks.status, delayEndsAt: userTasks.delayEndsAt })
    .from(userTasks)
    .where(
      and(
        eq(userTasks.userId, userId),
        eq(userTasks.status, "delayed"),
        isNull(userTasks.deletedAt),
        taskIds ? inArray(userTasks.id, taskIds) : undefined,
      ),
    );
  const expired = delayed.filter((t) => isDelayExpired(t, now)).map((t) => t.id);
  if (expired.length === 0) return [];
  const rows = await db
    .update(userTasks)
    .set({ status: "pending", delayEndsAt: null, version: sql`${userTasks.version} + 1` })
    .where(
      and(
        eq(userTasks.userId, userId),
        eq(userTasks.status, "delayed"),
        inArray(userTasks.id, expired),
      ),
    )
    .returning({ id: userTasks.id });
  await queueTaskBackPushes(
    db,
    rows.map((r) => ({ id: r.id, userId })),
  );
  return rows.map((r) => r.id);
}
