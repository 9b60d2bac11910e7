import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import { userTasks } from "../db/schema";
import { queueTaskBackPushes } from "../push/queue-task-pushes";
import { sweepUnusedMedia } from "../media/sweep-unused-media";
import { settleLeftScores } from "../use-cases/tasks/settle-scores";

/**
 * How often each instance saves what reads already present (ended delays, orphan scores) and
 * scores thoughts a stopped process left waiting for their text to rest.
 */
export const MAINTENANCE_SWEEP_MS = 30_000;

/**
 * Saves, for every person, what reads already present (use-cases/tasks/present-task.ts): delays
 * whose end has passed become pending (docs/behaviour/states.md), and main-goal assessments whose
 * goal is no longer active are removed (goal-consistency cleanup). A thought brought back queues
 * its push in the same transaction. Stored bytes nothing shows any more are deleted
 * (media/sweep-unused-media.ts). Thoughts whose scores a stopped process left waiting for their
 * text to rest are scored (use-cases/tasks/settle-scores.ts). Each statement touches only rows that need it, is safe to run on N
 * instances at once, and publishes one change event per person affected.
 */
export async function runMaintenanceSweep(
  deps: Pick<AppDeps, "db" | "database" | "notifier" | "now" | "media" | "log" | "scorer" | "env">,
) {
  const expired = await deps.db.transaction(async (tx) => {
    const returned = await tx
      .update(userTasks)
      .set({ status: "pending", delayEndsAt: null, version: sql`${userTasks.version} + 1` })
      .where(
        and(
          eq(userTasks.status, "delayed"),
          lte(userTasks.delayEndsAt, deps.now()),
          isNull(userTasks.deletedAt),
        ),
      )
      .returning({ id: userTasks.id, userId: userTasks.userId });
    await queueTaskBackPushes(tx, returned);
    return returned;
  });
  const result: unknown = await deps.db.execute(sql`
    update user_tasks as t
       set goal_assessments = (
             select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
               from jsonb_each(t.goal_assessments) as e
              where coalesce(e.value->>'goalType', '') <> 'main'
                 or exists (select 1 from user_goals g
                             where g.id = e.key and g.user_id = t.user_id
                               and g.status = 'active' and g.deleted_at is null))
     where t.deleted_at is null
       and exists (
             select 1 from jsonb_each(t.goal_assessments) as e
              where e.value->>'goalType' = 'main'
                and not exists (select 1 from user_goals g
                                 where g.id = e.key and g.user_id = t.user_id
                                   and g.status = 'active' and g.deleted_at is null))
    returning t.id as id, t.user_id as "userId"`);
  // PGlite and node-postgres both answer { rows }
  const cleaned = (result as { rows?: { id: string; userId: string }[] }).rows ?? [];
  const byUser = new Map<string, string[]>();
  for (const { id, userId } of [...expired, ...cleaned]) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
  }
  for (const [userId, ids] of byUser) {
    deps.notifier.publish(userId, { kind: "tasks", ids: [...new Set(ids)] });
  }
  const settled = await settleLeftScores(deps);
  const media = await sweepUnusedMedia(deps);
  return {
    expired: expired.length,
    cleaned: cleaned.length,
    settled,
    mediaDeleted: media.deleted,
  };
}
