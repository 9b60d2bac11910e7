import { billingMessages } from "@firstly/core/contract/billing";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";
import { safeErrorFields } from "../../errors/safe-error";
import { findCustomerId } from "../../billing/billing-customers";
import { requireSignedIn } from "./require-signed-in";

export interface CreatePortalSessionOptions {
  deps: Pick<AppDeps, "billing" | "db" | "log">;
  user: SessionUser | null;
  origin: string;
  /** a path on this app; default the subscription screen */
  returnPath: string | undefined;
}

/** POST /api/billing/portal: Stripe's billing portal for the person's customer. */
export async function createPortalSession({
  deps,
  user,
  origin,
  returnPath,
}: CreatePortalSessionOptions): Promise<{ url: string }> {
  const member = requireSignedIn(user);
  const config = deps.billing.config;
  if (!config) throw new AppError("SERVICE_UNAVAILABLE", billingMessages.notConfigured);
  const customerId = await findCustomerId(deps.db, member.id);
  if (!customerId) throw new AppError("NOT_FOUND", billingMessages.noSubscription);
  let url: unknown;
  try {
    const session = await config.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${origin}${returnPath ?? "/subscription"}`,
    });
    url = session.url;
  } catch (error) {
    deps.log.error("billing.portal_failed", safeErrorFields(error));
  }
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) {
    throw new AppError("SERVICE_UNAVAILABLE", billingMessages.portalInvalid);
  }
  return { url };
}
