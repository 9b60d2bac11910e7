import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Crown, Loader2 } from "lucide-react";
import { proPlan } from "@firstly/core/contract/billing";
import { paths } from "../../../lib/paths";
import { queryKeys } from "../../../lib/query-keys";
import { useSubscription } from "../../../lib/queries/billing";
import { useMe, useUsage } from "../../../lib/queries/session";
import { formatBillingDate } from "../format-date";

/** Stripe's webhook usually lands before the person does; if not, ask again for this long. */
const CONFIRM_POLL_MS = 2_000;
const CONFIRM_GIVE_UP_MS = 60_000;

/**
 * /success?session_id=… (docs/behaviour/billing.md): back from Checkout. Refreshes usage and the
 * subscription (they change when Stripe's signed webhook arrives), then confirms Pro with the
 * 'Unlimited' badge.
 */
export function SuccessScreen() {
  const client = useQueryClient();
  const me = useMe();
  const isMember = Boolean(me.data?.user && !me.data.user.isGuest);
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const subscription = useSubscription(isMember);
  const isPro = subscription.data?.plan === "pro";
  const usage = useUsage(isMember);

  useEffect(() => {
    void client.invalidateQueries({ queryKey: queryKeys.usage });
    void client.invalidateQueries({ queryKey: queryKeys.subscription });
  }, [client]);

  useEffect(() => {
    if (!isMember || isPro || gaveUp) return;
    const timer = setInterval(() => {
      if (Date.now() - startedAt > CONFIRM_GIVE_UP_MS) setGaveUp(true);
      else void client.invalidateQueries({ queryKey: queryKeys.subscription });
    }, CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [client, isMember, isPro, gaveUp, startedAt]);

  useEffect(() => {
    if (isPro) void client.invalidateQueries({ queryKey: queryKeys.usage });
  }, [client, isPro]);

  const trialEnd = subscription.data?.status === "trialing" ? subscription.data.trialEnd : null;

  return (
    <div className="grid min-h-dvh place-items-center bg-canvas px-4 py-10">
      <main className="w-full max-w-md rounded-3xl border border-line bg-surface p-7 text-center shadow-card sm:p-9">
        {isPro ? (
          <>
            <div className="mx-auto grid size-16 place-items-center rounded-full bg-gold/15 text-gold">
              <Crown aria-hidden className="size-8" />
            </div>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight">Welcome to Pro</h1>
            <p className="mt-2 text-ink-soft">
              {trialEnd
                ? `Your ${proPlan.trialDays}-day free trial has started. It runs until ${formatBillingDate(trialEnd)}.`
                : "Your subscription is active."}
            </p>
            <p className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-gold/15 px-3 py-1 text-sm font-semibold text-gold">
              <Crown aria-hidden className="size-4" /> Unlimited
            </p>
            <p className="mt-3 text-sm font-medium text-ink">
              {usage.data?.remainingText ?? "Unlimited tasks remaining this month"}
            </p>
            <Link
              to={paths.home}
              className="mt-7 inline-flex h-12 w-full items-center justify-center rounded-xl bg-accent font-semibold text-accent-ink"
            >
              Back to my thoughts
            </Link>
            <Link
              to={paths.subscription}
              className="mt-2 inline-flex h-11 w-full items-center justify-center rounded-xl font-medium text-ink-soft hover:bg-canvas"
            >
              See my subscription
            </Link>
          </>
        ) : gaveUp || subscription.isError || (me.isSuccess && !isMember) ? (
          <>
            <CheckCircle2 aria-hidden className="mx-auto size-12 text-tier-important" />
            <h1 className="mt-4 text-2xl font-semibold tracking-tight">Payment received</h1>
            <p className="mt-2 text-ink-soft">
              Stripe has your subscription; it can take a minute to reach Firstly. Refresh this page
              in a moment, or check your subscription.
            </p>
            <Link
              to={paths.subscription}
              className="mt-7 inline-flex h-12 w-full items-center justify-center rounded-xl bg-accent font-semibold text-accent-ink"
            >
              See my subscription
            </Link>
          </>
        ) : (
          <div role="status" className="py-6">
            <Loader2 aria-hidden className="mx-auto size-8 animate-spin text-accent" />
            <h1 className="mt-4 text-xl font-semibold tracking-tight">
              Confirming your subscription…
            </h1>
            <p className="mt-2 text-sm text-ink-soft">This takes a few seconds.</p>
          </div>
        )}
      </main>
    </div>
  );
}
