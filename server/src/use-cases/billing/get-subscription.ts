import { billingMessages, type Subscription } from "@firstly/core/contract/billing";
import { isSubscriptionActive } from "@firstly/core/domain/limits";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";
import { safeErrorFields } from "../../errors/safe-error";
import { findCustomerId } from "../../billing/billing-customers";
import { readSubscriptionRecord } from "../../billing/read-subscription-record";
import { requireSignedIn } from "./require-signed-in";

export interface GetSubscriptionOptions {
  deps: Pick<AppDeps, "billing" | "db" | "log" | "now">;
  user: SessionUser | null;
}

/**
 * GET /api/billing/subscription: plan, status, period end and trial, from the 5-minute cache, and
 * Pro's price from Stripe when billing is on (left out when Stripe cannot be read).
 */
export async function getSubscription({
  deps,
  user,
}: GetSubscriptionOptions): Promise<Subscription> {
  const member = requireSignedIn(user);
  let failed = false;
  const record = await readSubscriptionRecord({
    db: deps.db,
    userId: member.id,
    cache: deps.billing.statusCache,
    onError: (error) => {
      failed = true;
      deps.log.error("billing.status_read_failed", safeErrorFields(error));
    },
  });
  const customerId = failed ? null : await findCustomerId(deps.db, member.id).catch(() => null);
  if (failed) throw new AppError("INTERNAL", billingMessages.loadFailed);
  const price = await deps.billing.planPrice?.read({
    onError: (error) => deps.log.warn("billing.price_read_failed", safeErrorFields(error)),
  });
  return {
    billingEnabled: deps.billing.config !== null,
    plan: isSubscriptionActive(record, deps.now()) ? "pro" : "free",
    status: record?.status ?? null,
    currentPeriodEnd: record?.currentPeriodEnd ?? null,
    trialEnd: record?.trialEnd ?? null,
    hasBillingAccount: customerId !== null,
    ...(price ? { price } : {}),
  };
}
