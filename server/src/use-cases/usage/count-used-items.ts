import { and, count, eq, gte, inArray } from "drizzle-orm";
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
 * With `statusCache` the record may be up to 5 minutes old (SPEC §9); a failed read is not Pro.
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
 * SPEC §7 item count. Guests: every task and goal they ever created (lifetime). Signed-in users:
 * tasks + goals created this calendar month plus usage events (task_action, goal_action,
 * search_used) since the month began. Deleted items still count, so delete-and-recreate does not
 * reset the meter.
 */
export async function countUsedItems({ db, user, now }: CountUsedItemsOptions): Promise<number> {
  const since = user.isGuest ? null : startOfMonth(now);
  const [tasks] = await db
    .select({ n: count() })
    .from(userTasks)
    .where(and(eq(userTasks.userId, user.id), since ? gte(userTasks.createdAt, since) : undefined));
  const [goals] = await db
    .select({ n: count() })
    .from(userGoals)
    .where(and(eq(userGoals.userId, user.id), since ? gte(userGoals.createdAt, since) : undefined));
  let events = 0;
  if (since) {
    const [row] = await db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.userId, user.id),
          inArray(analyticsEvents.eventType, [...USAGE_EVENT_TYPES]),
          gte(analyticsEvents.createdAt, since),
        ),
      );
    events = row?.n ?? 0;
  }
  return (tasks?.n ?? 0) + (goals?.n ?? 0) + events;
}
