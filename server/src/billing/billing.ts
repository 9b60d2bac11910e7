import { freeMonthlyLimit } from "@firstly/core/domain/limits";
import type { Env } from "../env";
import { KeyedQueue } from "./keyed-queue";
import { PlanPriceCache } from "./plan-price";
import { SubscriptionStatusCache } from "./status-cache";
import { billingFromEnv, type BillingConfig } from "./stripe-from-env";

/** Billing's share of the app's dependencies. */
export interface Billing {
  /** null while STRIPE_* is unset: billing is off */
  config: BillingConfig | null;
  /** a free person's items a month (FREE_ITEMS_PER_MONTH); null = no monthly limit */
  freeMonthlyLimit: number | null;
  /** Pro's price from Stripe, kept 10 minutes; null while billing is off */
  planPrice: PlanPriceCache | null;
  /** docs/behaviour/limits.md#plan: each person's subscription record, kept 5 minutes */
  statusCache: SubscriptionStatusCache;
  /** one person's webhook events are applied one after another in this process */
  webhookQueue: KeyedQueue;
}

export function createBilling(env: Env, now: () => Date): Billing {
  const config = billingFromEnv(env);
  return {
    config,
    freeMonthlyLimit: freeMonthlyLimit(env.FREE_ITEMS_PER_MONTH, config !== null),
    planPrice: config
      ? new PlanPriceCache(() => config.stripe.prices.retrieve(config.priceId), now)
      : null,
    statusCache: new SubscriptionStatusCache(now),
    webhookQueue: new KeyedQueue(),
  };
}

/** Where Stripe delivers events (exempt from the origin check: the signature authenticates it). */
export const WEBHOOK_PATH = "/api/billing/webhook";
