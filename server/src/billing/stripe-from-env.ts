import Stripe from "stripe";
import type { Env } from "../env";

/** Billing when STRIPE_* is set: the SDK client, the webhook signing secret and the plan's price. */
export interface BillingConfig {
  stripe: Stripe;
  webhookSecret: string;
  priceId: string;
}

/**
 * The `stripe` SDK for the configured account, or null (billing off). STRIPE_API_BASE points the
 * SDK's own host/port/protocol options elsewhere, e.g. at the local stand-in the tests run.
 */
export function billingFromEnv(env: Env): BillingConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PRICE_ID) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    // docs/behaviour/calls.md#timeouts-and-retries: every call times out at 30 s; the SDK retries
    // network errors and 409/5xx itself
    timeout: 30_000,
    maxNetworkRetries: 2,
    appInfo: { name: "Firstly" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (protocol === "http" ? "80" : "443"),
          protocol,
        }
      : {}),
  });
  return { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET, priceId: env.STRIPE_PRICE_ID };
}
