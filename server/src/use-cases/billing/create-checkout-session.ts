import { billingMessages, proPlan, type CheckoutSession } from "@firstly/core/contract/billing";
import { isSubscriptionActive } from "@firstly/core/domain/limits";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";
import { safeErrorFields } from "../../errors/safe-error";
import { findCustomerId, saveCustomerId } from "../../billing/billing-customers";
import { readSubscriptionRecord } from "../../billing/read-subscription-record";
import { requireSignedIn } from "./require-signed-in";

export interface CreateCheckoutSessionOptions {
  deps: Pick<AppDeps, "billing" | "db" | "log" | "now">;
  user: SessionUser | null;
  /** the app's public origin: Stripe sends the person back here */
  origin: string;
}

/**
 * POST /api/billing/checkout: a Stripe Checkout session for the one monthly plan
 * (docs/behaviour/calls.md#authentication: price, mode subscription, success and cancel URLs) with
 * the 12-day trial for someone who never subscribed. One Stripe customer per person, created on the
 * first checkout and reused.
 */
export async function createCheckoutSession({
  deps,
  user,
  origin,
}: CreateCheckoutSessionOptions): Promise<CheckoutSession> {
  const member = requireSignedIn(user);
  const config = deps.billing.config;
  if (!config) throw new AppError("SERVICE_UNAVAILABLE", billingMessages.notConfigured);
  // read fresh (not the cache): paying twice is worse than one query
  const record = await readSubscriptionRecord({ db: deps.db, userId: member.id });
  if (isSubscriptionActive(record, deps.now())) {
    throw new AppError("CONFLICT", billingMessages.alreadySubscribed);
  }
  try {
    const customerId = await customerFor(deps, member);
    const session = await config.stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customerId,
      client_reference_id: member.id,
      line_items: [{ price: config.priceId, quantity: 1 }],
      subscription_data: {
        // a returning subscriber has had their trial
        ...(record ? {} : { trial_period_days: proPlan.trialDays }),
        metadata: { user_id: member.id },
      },
      metadata: { user_id: member.id },
      success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/subscription?canceled=true`,
    });
    if (!session.url) throw new Error("checkout session without url");
    return { url: session.url, sessionId: session.id };
  } catch (error) {
    deps.log.error("billing.checkout_failed", safeErrorFields(error));
    throw new AppError("SERVICE_UNAVAILABLE", billingMessages.checkoutFailed);
  }
}

async function customerFor(
  deps: Pick<AppDeps, "billing" | "db">,
  member: SessionUser,
): Promise<string> {
  const kept = await findCustomerId(deps.db, member.id);
  if (kept) return kept;
  const stripe = deps.billing.config!.stripe;
  const customer = await stripe.customers.create(
    {
      ...(member.email ? { email: member.email } : {}),
      metadata: { user_id: member.id },
    },
    // two tabs clicking Upgrade at once get the same customer from Stripe
    { idempotencyKey: `firstly-customer-${member.id}` },
  );
  return saveCustomerId(deps.db, member.id, customer.id);
}
