import { and, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/open-database";
import { jobs, userSettings } from "../db/schema";

/** Sends "a delayed thought is back" / "a scheduled thought is due" for one returned task. */
export const THOUGHT_BACK_PUSH_JOB = "push-thought-back";
/** Runs at a delay's end, so a thought comes back (and its push goes) on time, not at the next sweep. */
export const THOUGHT_DUE_JOB = "thought-due";

/**
 * Queues one push per task that has just come back, in the transaction that brought it back. Every
 * place that brings a thought back (the maintenance sweep, a write's own expiry, the due job) does
 * it with `update … where status = 'delayed'`, which only one of them can win for a given return:
 * so each return queues exactly one push, on any number of instances. Only people with a push
 * subscription get a job.
 */
export async function queueThoughtBackPushes(
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
  const values = returned
    .filter((r) => withPush.has(r.userId))
    .map((r) => ({ kind: THOUGHT_BACK_PUSH_JOB, userId: r.userId, payload: { taskId: r.id } }));
  if (values.length > 0) await db.insert(jobs).values(values);
}

/**
 * When a task is delayed (or scheduled) for someone with push on, a job at the delay's end brings
 * it back then. A task re-delayed or completed meanwhile is simply not brought back by it.
 */
export async function scheduleThoughtDue(db: Db, userId: string, taskId: string, at: Date) {
  await db.execute(sql`
    insert into jobs (kind, user_id, payload, run_at)
    select ${THOUGHT_DUE_JOB}, ${userId}, ${JSON.stringify({ taskId })}::jsonb, ${at.toISOString()}::timestamptz
     where exists (select 1 from user_settings
                    where user_id = ${userId} and push_subscription is not null)`);
}
