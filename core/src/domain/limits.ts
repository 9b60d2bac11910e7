/** SPEC §6/§9 item limits. */
export const GUEST_ITEM_LIMIT = 5;
export const FREE_MONTHLY_ITEM_LIMIT = 25;
/** SPEC §9: the focused-mode "remaining tasks" line is based on 10 per month. */
export const REMAINING_TEXT_BASE = 10;

/** Analytics event types that consume usage (SPEC §7 freemium checks). */
export const USAGE_EVENT_TYPES = ["task_action", "goal_action", "search_used"] as const;
export type UsageEventType = (typeof USAGE_EVENT_TYPES)[number];

export type Plan = "guest" | "free" | "pro";

/**
 * Stripe statuses that give Pro. A subscription in its free trial (SPEC §9: 12 days) is `trialing`
 * and is Pro like a paying one; past_due, unpaid, incomplete, paused and canceled are not.
 */
export const PRO_STATUSES: readonly string[] = ["active", "trialing"];

/** SPEC §4: Pro while the status is active (or trialing) and the period end (seconds) is ahead. */
export function isSubscriptionActive(
  record: { status: string; currentPeriodEnd: number } | null | undefined,
  now: Date,
): boolean {
  return (
    !!record &&
    PRO_STATUSES.includes(record.status) &&
    record.currentPeriodEnd * 1000 > now.getTime()
  );
}

export function planFor(user: { isGuest: boolean }, isPro: boolean): Plan {
  if (user.isGuest) return "guest";
  return isPro ? "pro" : "free";
}

/** The item limit for a plan; null = unlimited. Guests' limit is lifetime, free users' monthly. */
export function itemLimit(plan: Plan): number | null {
  switch (plan) {
    case "guest":
      return GUEST_ITEM_LIMIT;
    case "free":
      return FREE_MONTHLY_ITEM_LIMIT;
    case "pro":
      return null;
    default: {
      const unreachable: never = plan;
      throw new Error(`Unknown plan: ${String(unreachable)}`);
    }
  }
}

/** One more item is allowed while `used` is below the limit: a guest with 4 may add the 5th. */
export function canCreateItem(plan: Plan, used: number): boolean {
  const limit = itemLimit(plan);
  return limit === null || used < limit;
}

/** Start of the calendar month (UTC) that `now` falls in; free usage counts from here. */
export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Focused-mode line (SPEC §2): free users see '10 tasks remaining this month' counting down from
 * 10 (never below 0); Pro sees 'Unlimited tasks remaining this month'; guests see nothing.
 */
export function remainingText(plan: Plan, used: number): string | null {
  if (plan === "guest") return null;
  if (plan === "pro") return "Unlimited tasks remaining this month";
  const left = Math.max(0, REMAINING_TEXT_BASE - used);
  return `${left} ${left === 1 ? "task" : "tasks"} remaining this month`;
}

/** The signed-in upgrade prompt text (SPEC §8 'upgrade dialog with current count and limit'). */
export function monthlyLimitMessage(current: number, limit: number): string {
  return `Monthly Item Limit Reached: you have used ${current}/${limit} items this month. Upgrade to Pro for unlimited items.`;
}
