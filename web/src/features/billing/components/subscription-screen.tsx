import { useState } from "react";
import { useLocation } from "react-router";
import { AlertCircle, CreditCard, Info, Loader2, Mail } from "lucide-react";
import { billingMessages, type Subscription } from "@firstly/core/contract/billing";
import { ScreenHeader } from "../../../components/screen-header";
import { openAuthSheet } from "../../../lib/auth-sheet-store";
import {
  checkoutErrorText,
  portalErrorText,
  useOpenPortal,
  useStartCheckout,
  useSubscription,
} from "../../../lib/queries/billing";
import { useHealth, useMe, useUsage } from "../../../lib/queries/session";
import { useGoBack } from "../../../lib/use-go-back";
import { formatBillingDate } from "../format-date";
import type { SubscriptionScreenState } from "../use-billing-return";
import { PlanCard } from "./plan-card";
import { Button } from "../../../components/ui/button";

/** The page's actions are full width; `primary` and `secondary` are for the one that switches. */
const wideClass = "w-full hover:opacity-95 disabled:opacity-70";
const primary =
  "inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent font-semibold text-accent-ink transition hover:opacity-95 disabled:opacity-70";
const secondary =
  "inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl border border-line font-medium transition hover:bg-canvas disabled:opacity-70";

/**
 * /subscription (docs/behaviour/billing.md): the one plan with Upgrade and Manage billing; where
 * Stripe's portal and a canceled Checkout return to. Cancelling happens through support
 * (docs/behaviour/messages.md), not in the app.
 */
export function SubscriptionScreen() {
  const goBack = useGoBack();
  const me = useMe();
  const isMember = Boolean(me.data?.user && !me.data.user.isGuest);
  const subscription = useSubscription(isMember);
  // a guest cannot read the subscription; usage says whether this server sells Pro at all
  const usage = useUsage(me.isSuccess && !isMember);
  const isProSold = usage.data?.canUpgrade !== false;
  const { state } = useLocation() as { state: SubscriptionScreenState | null };

  return (
    <div className="min-h-dvh bg-canvas">
      <ScreenHeader onBack={goBack}>
        <h1 className="text-lg font-semibold tracking-tight">Subscription</h1>
      </ScreenHeader>
      <main className="mx-auto max-w-md space-y-4 px-4 pt-5 pb-[calc(3rem+env(safe-area-inset-bottom))] sm:max-w-lg">
        {state?.canceled && (
          <p
            role="status"
            className="flex items-start gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-sm text-ink-soft"
          >
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            Checkout was canceled. Nothing was charged; you can upgrade whenever you like.
          </p>
        )}
        {me.isPending ? (
          <Loading />
        ) : !isMember && !isProSold ? (
          // nothing to sell here: no plan card with Pro's list, only the way past a guest's limit
          <section className="space-y-4 rounded-3xl border border-line bg-surface p-6 shadow-card">
            <h2 className="text-xl font-semibold tracking-tight">Free plan</h2>
            <p className="text-sm text-ink-soft">
              This server sells no Pro plan. Create a free account for more (your thoughts come with
              you).
            </p>
            <Button size="lg" className={wideClass} onClick={() => openAuthSheet("signup")}>
              Sign Up
            </Button>
          </section>
        ) : !isMember ? (
          <PlanCard>
            <p className="text-sm text-ink-soft">
              Pro belongs to an account. Create one (your thoughts come with you), then upgrade.
            </p>
            <Button size="lg" className={wideClass} onClick={() => openAuthSheet("signup")}>
              Sign Up
            </Button>
          </PlanCard>
        ) : subscription.isPending ? (
          <Loading />
        ) : subscription.isError ? (
          <div
            role="alert"
            className="space-y-3 rounded-2xl border border-line bg-surface p-5 text-center"
          >
            <AlertCircle aria-hidden className="mx-auto size-6 text-danger" />
            <p className="font-medium">{billingMessages.loadFailed}</p>
            <button type="button" className={secondary} onClick={() => void subscription.refetch()}>
              Try Again
            </button>
          </div>
        ) : (
          <PlanDetails subscription={subscription.data} />
        )}
      </main>
    </div>
  );
}

function Loading() {
  return (
    <div role="status" className="grid place-items-center py-16 text-muted">
      <Loader2 aria-hidden className="size-6 animate-spin" />
      <span className="sr-only">Loading your subscription</span>
    </div>
  );
}

function PlanDetails({ subscription }: { subscription: Subscription }) {
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const health = useHealth();
  const [askedToCancel, setAskedToCancel] = useState(false);
  const isPro = subscription.plan === "pro";
  const leaving = checkout.isPending || checkout.isSuccess || portal.isPending || portal.isSuccess;

  return (
    <>
      <PlanCard
        status={<StatusLine subscription={subscription} />}
        price={subscription.price}
        hasTrial={subscription.billingEnabled}
      >
        {!subscription.billingEnabled && !isPro ? (
          <p role="status" className="rounded-xl bg-canvas px-3 py-2 text-sm text-ink-soft">
            {billingMessages.notConfigured}
          </p>
        ) : (
          <div className="space-y-2.5">
            {!isPro && (
              <Button
                size="lg"
                className={wideClass}
                disabled={leaving}
                onClick={() => checkout.mutate()}
              >
                {checkout.isPending || checkout.isSuccess ? (
                  <Loader2 aria-hidden className="size-4 animate-spin" />
                ) : null}
                Upgrade to Pro
              </Button>
            )}
            {/* invoices and card stay reachable after a subscription ended or failed to pay */}
            {(isPro || (subscription.hasBillingAccount && subscription.status !== null)) &&
              subscription.billingEnabled && (
                <button
                  type="button"
                  className={isPro ? primary : secondary}
                  disabled={leaving}
                  onClick={() => portal.mutate()}
                >
                  {portal.isPending || portal.isSuccess ? (
                    <Loader2 aria-hidden className="size-4 animate-spin" />
                  ) : (
                    <CreditCard aria-hidden className="size-4" />
                  )}
                  Manage billing
                </button>
              )}
            {checkout.isError && <ErrorLine text={checkoutErrorText(checkout.error)} />}
            {portal.isError && <ErrorLine text={portalErrorText(portal.error)} />}
          </div>
        )}
        {!isPro && subscription.billingEnabled && (
          <p className="text-xs text-muted">
            Secure payment by Stripe. Cancel within the trial and you pay nothing.
          </p>
        )}
      </PlanCard>
      {isPro && (
        <section
          aria-labelledby="cancel-heading"
          className="rounded-2xl border border-line bg-surface p-5"
        >
          <h2 id="cancel-heading" className="font-semibold">
            Cancel subscription
          </h2>
          {askedToCancel ? (
            <div role="status" className="mt-2 space-y-2 text-sm text-ink-soft">
              <p>{billingMessages.contactSupportToCancel}</p>
              {health.data && (
                <a
                  href={`mailto:${health.data.supportEmail}?subject=Cancel%20my%20Firstly%20Pro%20subscription`}
                  className="inline-flex items-center gap-2 font-medium text-accent underline-offset-2 hover:underline"
                >
                  <Mail aria-hidden className="size-4" /> {health.data.supportEmail}
                </a>
              )}
            </div>
          ) : (
            <>
              <p className="mt-1 text-sm text-ink-soft">
                Pro stays on until the end of the period you have paid for.
              </p>
              <button
                type="button"
                className={`${secondary} mt-3 h-11`}
                onClick={() => setAskedToCancel(true)}
              >
                Cancel subscription
              </button>
            </>
          )}
        </section>
      )}
    </>
  );
}

function StatusLine({ subscription }: { subscription: Subscription }) {
  const { plan, status, currentPeriodEnd, trialEnd } = subscription;
  // the free plan's real monthly limit (FREE_ITEMS_PER_MONTH), the number the menu counts against
  const limit = useUsage(true).data?.limit;
  const freePlan =
    limit === undefined
      ? "the free plan"
      : limit === null
        ? "the free plan, with no monthly limit"
        : `the free plan: ${limit} items a month`;
  let text: string;
  if (plan === "pro" && status === "trialing" && trialEnd) {
    text = `You're on Pro: free trial until ${formatBillingDate(trialEnd)}.`;
  } else if (plan === "pro") {
    text = currentPeriodEnd
      ? `You're on Pro: renews ${formatBillingDate(currentPeriodEnd)}.`
      : "You're on Pro.";
  } else if (status === "past_due" || status === "unpaid") {
    text = "Your last payment did not go through. Update your card in Manage billing to keep Pro.";
  } else if (status === "canceled") {
    text = `Your Pro subscription has ended. You're on ${freePlan}.`;
  } else {
    text = `You're on ${freePlan}.`;
  }
  return (
    <p
      className={
        plan === "pro"
          ? "rounded-xl bg-gold/12 px-3 py-2 text-sm font-medium text-ink"
          : "rounded-xl bg-canvas px-3 py-2 text-sm text-ink-soft"
      }
    >
      {text}
    </p>
  );
}

function ErrorLine({ text }: { text: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 text-sm text-danger">
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
