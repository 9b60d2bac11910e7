// "Item" is the glossary's word for what counts against the plan's monthly limit (a thought or
// goal created, or a usage event), so this file keeps it; the thing a person writes is a task.
import { and, count, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import {
  isSubscriptionActive,
  planFor,
  startOfMonth,
  USAGE_EVENT_TYPES,
  type Plan,
} from "@firstly/core/domain/limits";
import type { SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import { analyticsEvents, userGoals, userTasks } from "../../db/schema";
import { readSubscriptionRecord } from "../../billing/read-subscription-record";
import type { SubscriptionStatusCache } from "../../billing/status-cache";

export interface CountUsedItemsOptions {
  db: Db;
  user: SessionUser;
  now: Date;
}

/**
 * The user's plan: guest, free, or Pro while the subscription record is active and unexpired.
 * With `statusCache` the record may be up to 5 minutes old (docs/behaviour/limits.md#timing); a
 * failed read is not Pro.
 */
export async function loadPlan({
  db,
  user,
  now,
  statusCache,
}: CountUsedItemsOptions & { statusCache?: SubscriptionStatusCache }): Promise<{
  plan: Plan;
  isPro: boolean;
}> {
  if (user.isGuest) return { plan: "guest", isPro: false };
  const record = await readSubscriptionRecord({ db, userId: user.id, cache: statusCache });
  const isPro = isSubscriptionActive(record, now);
  return { plan: planFor(user, isPro), isPro };
}

/**
 * docs/behaviour/calls.md#freemium-checks item count. Guests: every task and goal they ever created
 * (lifetime). Signed-in users: tasks + goals created this calendar month plus usage events
 * (task_action, goal_action, search_used) since the month began. Deleted items still count, so
 * delete-and-recreate does not reset the meter.
 */
export async function countUsedItems({ db, user, now }: CountUsedItemsOptions): Promise<number> {
  const result = await db.execute<{ n: number | string }>(
    sql`select ${usedItemsSql({ db, user, now })} as n`,
  );
  const rows = (result as { rows?: { n: number | string }[] }).rows ?? (result as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}

/** The count above as one SQL expression, for a statement that reads more beside it. */
export function usedItemsSql({ db, user, now }: CountUsedItemsOptions): SQL {
  const since = user.isGuest ? null : startOfMonth(now);
  // one statement (three counts): it runs inside every create's write transaction
  const tasks = db
    .select({ n: count() })
    .from(userTasks)
    .where(and(eq(userTasks.userId, user.id), since ? gte(userTasks.createdAt, since) : undefined));
  const goals = db
    .select({ n: count() })
    .from(userGoals)
    .where(and(eq(userGoals.userId, user.id), since ? gte(userGoals.createdAt, since) : undefined));
  const events = since
    ? sql`(${db
        .select({ n: count() })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.userId, user.id),
            inArray(analyticsEvents.eventType, [...USAGE_EVENT_TYPES]),
            gte(analyticsEvents.createdAt, since),
          ),
        )})`
    : sql`0`;
  return sql`((${tasks}) + (${goals}) + ${events})`;
}
