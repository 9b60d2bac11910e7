import type Stripe from "stripe";
import { isSubscriptionActive } from "@firstly/core/domain/limits";
import type { SubscriptionRecord } from "./status-cache";

export interface SubscriptionRow extends SubscriptionRecord {
  priceId: string | null;
}

/**
 * What `subscription_status` keeps of a Stripe subscription. Since API version 2025-03-31 the
 * billing period lives on each item; the one plan has one item, and the latest end is taken in case
 * of more. A trial's period ends with the trial.
 */
export function subscriptionRow(subscription: Stripe.Subscription): SubscriptionRow {
  const items = subscription.items?.data ?? [];
  const itemEnds = items.map((item) => item.current_period_end).filter(Number.isFinite);
  const legacyEnd = (subscription as { current_period_end?: number }).current_period_end;
  const currentPeriodEnd = Math.max(
    0,
    ...itemEnds,
    ...(typeof legacyEnd === "number" ? [legacyEnd] : []),
    ...(subscription.status === "trialing" && subscription.trial_end
      ? [subscription.trial_end]
      : []),
  );
  return {
    status: subscription.status,
    currentPeriodEnd,
    trialEnd: subscription.status === "trialing" ? subscription.trial_end : null,
    subscriptionId: subscription.id,
    priceId: items[0]?.price?.id ?? null,
  };
}

/**
 * Whether a subscription's state may replace the person's stored row. The same subscription always
 * replaces (it was just read from Stripe, so it is the newest). Another subscription replaces it
 * unless that would take Pro away: a late event about an old, canceled subscription must not undo
 * the new one that is running.
 */
export function mayReplace(
  stored: SubscriptionRecord | null,
  incoming: SubscriptionRecord,
  now: Date,
): boolean {
  if (!stored || stored.subscriptionId === incoming.subscriptionId) return true;
  return isSubscriptionActive(incoming, now) || !isSubscriptionActive(stored, now);
}
