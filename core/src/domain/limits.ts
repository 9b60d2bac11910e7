/** docs/behaviour/permissions.md#signed-in-free and docs/behaviour/limits.md#items item limits. */
export const GUEST_ITEM_LIMIT = 5;
export const FREE_MONTHLY_ITEM_LIMIT = 25;

/**
 * The signed-in free plan's monthly items (FREE_ITEMS_PER_MONTH, issue #26, decision 0025):
 * the 25 of docs/behaviour/limits.md#plan when the server sells Pro (billing
 * configured), else no monthly limit — a server with nothing to sell has no limit to upgrade past.
 * An operator's own number wins; 0 means none.
 */
export function freeMonthlyLimit(configured: number | undefined, billingEnabled: boolean) {
  if (configured !== undefined) return configured > 0 ? configured : null;
  return billingEnabled ? FREE_MONTHLY_ITEM_LIMIT : null;
}

/**
 * Analytics event types that consume usage (docs/behaviour/calls.md#freemium-checks freemium
 * checks).
 */
export const USAGE_EVENT_TYPES = ["task_action", "goal_action", "search_used"] as const;
export type UsageEventType = (typeof USAGE_EVENT_TYPES)[number];

export type Plan = "guest" | "free" | "pro";

/**
 * Stripe statuses that give Pro. A subscription in its free trial (docs/behaviour/limits.md#plan:
 * 12 days) is `trialing` and is Pro like a paying one; past_due, unpaid, incomplete, paused and
 * canceled are not.
 */
export const PRO_STATUSES: readonly string[] = ["active", "trialing"];

/**
 * docs/behaviour/states.md#subscription: Pro while the status is active (or trialing) and the
 * period end (seconds) is ahead.
 */
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

/**
 * The item limit for a plan; null = unlimited. Guests' limit is lifetime, free users' monthly
 * (`freeMonthly`, from freeMonthlyLimit: null when the server sets none).
 */
export function itemLimit(plan: Plan, freeMonthly: number | null): number | null {
  switch (plan) {
    case "guest":
      return GUEST_ITEM_LIMIT;
    case "free":
      return freeMonthly;
    case "pro":
      return null;
    default: {
      const unreachable: never = plan;
      throw new Error(`Unknown plan: ${String(unreachable)}`);
    }
  }
}

/** One more item is allowed while `used` is below the limit: a guest with 4 may add the 5th. */
export function canCreateItem(plan: Plan, used: number, freeMonthly: number | null): boolean {
  const limit = itemLimit(plan, freeMonthly);
  return limit === null || used < limit;
}

/** Start of the calendar month (UTC) that `now` falls in; free usage counts from here. */
export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Focused-mode line (the docs/behaviour/home.md#remaining-line '10 tasks remaining this month'):
 * what is really left of the real limit, the limit minus usage (never below 0), so home and the
 * menu's 'N/25 used' agree (decision 0025 replaces 0006's 10-based count). No limit (Pro, or a free
 * plan on a server without one): 'Unlimited tasks remaining this month'. Guests see nothing.
 */
export function remainingText(plan: Plan, used: number, freeMonthly: number | null): string | null {
  if (plan === "guest") return null;
  const limit = itemLimit(plan, freeMonthly);
  if (limit === null) return "Unlimited tasks remaining this month";
  const left = Math.max(0, limit - used);
  return `${left} ${left === 1 ? "task" : "tasks"} remaining this month`;
}

/**
 * The signed-in upgrade prompt text (docs/behaviour/messages.md#limits 'upgrade dialog with current
 * count and limit').
 */
export function monthlyLimitMessage(current: number, limit: number): string {
  return `Monthly Item Limit Reached: you have used ${current}/${limit} items this month. Upgrade to Pro for unlimited items.`;
}
