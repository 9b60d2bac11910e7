import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2, Sparkles } from "lucide-react";
import { billingMessages, proPlan } from "@firstly/core/contract/billing";
import type { Me } from "@firstly/core/contract/session";
import { openAuthSheet } from "../lib/auth-sheet-store";
import { limitDialogStore } from "../lib/limit-prompt";
import { queryKeys } from "../lib/query-keys";
import { formatPlanPrice } from "../lib/format-plan-price";
import { useMe, useUsage } from "../lib/queries/session";
import {
  checkoutErrorText,
  subscriptionQueryOptions,
  useStartCheckout,
  useSubscription,
} from "../lib/queries/billing";
import { Button } from "./ui/button";

/**
 * docs/behaviour/billing.md 'Monthly Item Limit Reached' with 'Not Now' and 'Upgrade to Pro'.
 * Upgrade opens Stripe Checkout, with Pro's price from the configured Stripe price. A server
 * without billing offers no upgrade (an operator's own FREE_ITEMS_PER_MONTH): the dialog says so
 * and only offers 'Not Now'. A guest is asked to sign up first (Pro belongs to an account); on a
 * server that sells no Pro, signing up is the whole offer (an account has no monthly limit there).
 */
export function LimitDialog() {
  const { open, reason } = limitDialogStore.use((s) => s);
  const usage = useUsage(open);
  const me = useMe();
  const isMember = Boolean(me.data?.user && !me.data.user.isGuest);
  const subscription = useSubscription(open && isMember);
  const isBillingOff = isMember && subscription.data?.billingEnabled === false;
  const isSignUpOnly = !isMember && usage.data?.canUpgrade === false;
  const price = subscription.data?.price;
  const client = useQueryClient();
  const checkout = useStartCheckout();
  const [notice, setNotice] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const close = () => {
    limitDialogStore.set((s) => ({ ...s, open: false }));
    setNotice(null);
    checkout.reset();
  };
  const upgrade = async () => {
    const isGuest = client.getQueryData<Me>(queryKeys.me)?.user?.isGuest ?? true;
    if (isGuest) {
      close();
      openAuthSheet("signup");
      return;
    }
    setNotice(null);
    setIsChecking(true);
    try {
      const subscription = await client.fetchQuery(subscriptionQueryOptions());
      if (!subscription.billingEnabled) setNotice(billingMessages.notConfigured);
      else checkout.mutate(undefined, { onError: (error) => setNotice(checkoutErrorText(error)) });
    } catch {
      setNotice(billingMessages.loadFailed);
    } finally {
      setIsChecking(false);
    }
  };
  const isBusy = isChecking || checkout.isPending || checkout.isSuccess;
  const used = usage.data?.totalItems;
  const limit = usage.data?.limit;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-float">
          <div className="mb-3 grid size-11 place-items-center rounded-full bg-accent-soft text-accent">
            <Sparkles aria-hidden className="size-5" />
          </div>
          <Dialog.Title className="text-lg font-semibold">
            {reason === "limit"
              ? "Monthly Item Limit Reached"
              : isSignUpOnly
                ? "A free account"
                : "Firstly Pro"}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            {reason === "limit"
              ? used !== undefined && limit
                ? `You've used ${used} of ${limit} items this month. `
                : "You've used all of this month's items. "
              : used !== undefined && limit
                ? `You've used ${used} of ${limit} free items this month. `
                : ""}
            {isBillingOff
              ? billingMessages.notConfigured
              : isSignUpOnly
                ? "Create a free account to keep going: your thoughts and goals come with you."
                : `Upgrade to Pro for unlimited thoughts and goals${
                    price ? `: ${formatPlanPrice(price)},` : ","
                  } with a ${proPlan.trialDays}-day free trial.`}
          </Dialog.Description>
          {notice && (
            <p role="status" className="mt-3 rounded-xl bg-canvas px-3 py-2 text-sm text-ink-soft">
              {notice}
            </p>
          )}
          <div className="mt-5 flex gap-2">
            <button
              type="button"
              onClick={close}
              className="h-11 flex-1 rounded-xl border border-line font-medium"
            >
              Not Now
            </button>
            {!isBillingOff && (
              <Button
                onClick={() => void upgrade()}
                disabled={isBusy}
                aria-busy={isBusy}
                className="flex-1 disabled:opacity-80"
              >
                {isBusy && <Loader2 aria-hidden className="size-4 animate-spin" />}
                {isSignUpOnly ? "Sign Up" : "Upgrade to Pro"}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
