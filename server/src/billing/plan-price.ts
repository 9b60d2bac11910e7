import type Stripe from "stripe";
import { PlanPrice } from "@firstly/core/contract/billing";

/** How long Pro's price from Stripe is kept: a price changed in the dashboard shows within this. */
export const PLAN_PRICE_CACHE_MS = 10 * 60_000;
/** After a failed read, Stripe is asked again no sooner than this (a page load is not held up). */
export const PLAN_PRICE_RETRY_MS = 30_000;

/**
 * Stripe's price object as the app shows it, or null when it cannot be shown as one flat recurring
 * amount (metered, tiered or one-off prices): then no price is shown rather than a wrong one.
 */
export function planPriceFrom(price: Stripe.Price): PlanPrice | null {
  const parsed = PlanPrice.safeParse({
    amount: price.unit_amount,
    currency: price.currency,
    interval: price.recurring?.interval,
    intervalCount: price.recurring?.interval_count,
  });
  return parsed.success ? parsed.data : null;
}

/** The longest a page waits for Stripe's price: a slow Stripe leaves the price out, not the page. */
export const PLAN_PRICE_WAIT_MS = 3_000;

/**
 * Pro's price (STRIPE_PRICE_ID), read from Stripe at most once per 10 minutes. A failed read gives
 * null (the page shows no price, never a made-up one) and is retried after 30 s; readers waiting
 * at the same time share one request. A reader waits at most `waitMs`; a slower read still fills
 * the cache for the next one.
 */
export class PlanPriceCache {
  private value: PlanPrice | null = null;
  private until = 0;
  private pending: Promise<PlanPrice | null> | null = null;

  constructor(
    private readonly retrieve: () => Promise<Stripe.Price>,
    private readonly now: () => Date,
  ) {}

  async read({
    onError,
    waitMs = PLAN_PRICE_WAIT_MS,
  }: {
    onError: (error: unknown) => void;
    waitMs?: number;
  }): Promise<PlanPrice | null> {
    if (this.now().getTime() < this.until) return this.value;
    this.pending ??= this.retrieve()
      .then((price) => this.keep(planPriceFrom(price), PLAN_PRICE_CACHE_MS))
      .catch((error: unknown) => {
        onError(error);
        return this.keep(null, PLAN_PRICE_RETRY_MS);
      })
      .finally(() => {
        this.pending = null;
      });
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
      timer.unref();
    });
    try {
      return await Promise.race([this.pending, gaveUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  private keep(value: PlanPrice | null, ttlMs: number): PlanPrice | null {
    this.value = value;
    this.until = this.now().getTime() + ttlMs;
    return value;
  }
}
