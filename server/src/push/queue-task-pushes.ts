import { and, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/open-database";
import { userSettings } from "../db/schema";
import { enqueue, enqueueEach } from "../db/enqueue-job";

/**
 * Queues one `push-task-back` job per task that has just come back, in the transaction that
 * brought it back. Every place that brings a thought back (the maintenance sweep, a write's own
 * expiry, the due job) does it with `update … where status = 'delayed'`, which only one of them
 * can win for a given return: so each return queues exactly one push, on any number of instances.
 * Only people with a push subscription get a job.
 */
export async function queueTaskBackPushes(
  db: Db,
  returned: readonly { id: string; userId: string }[],
): Promise<void> {
  if (returned.length === 0) return;
  const subscribed = await db
    .select({ userId: userSettings.userId })
    .from(userSettings)
    .where(
      and(
        inArray(userSettings.userId, [...new Set(returned.map((r) => r.userId))]),
        isNotNull(userSettings.pushSubscription),
      ),
    );
  const withPush = new Set(subscribed.map((s) => s.userId));
  await enqueueEach(
    db,
    "push-task-back",
    returned
      .filter((r) => withPush.has(r.userId))
      .map((r) => ({ userId: r.userId, payload: { taskId: r.id } })),
  );
}

/**
 * When a task is delayed (or scheduled) for someone with push on, a `task-due` job at the delay's
 * end brings it back then (one statement). A task re-delayed or completed meanwhile is simply not
 * brought back by it.
 */
export async function scheduleTaskDue(db: Db, userId: string, taskId: string, at: Date) {
  await enqueue(
    db,
    "task-due",
    userId,
    { taskId },
    {
      runAt: at,
      onlyIf: sql`exists (select 1 from user_settings
                           where user_id = ${userId} and push_subscription is not null)`,
    },
  );
}
