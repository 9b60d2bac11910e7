import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Sparkles } from "lucide-react";
import { limitDialogStore } from "../lib/limit-prompt";
import { useUsage } from "../lib/queries/session";

/**
 * SPEC §2 'Monthly Item Limit Reached' with 'Not Now' and 'Upgrade to Pro'. Billing is not
 * configured in this build, so Upgrade explains that instead of opening a checkout.
 */
export function LimitDialog() {
  const { open, reason } = limitDialogStore.use((s) => s);
  const usage = useUsage(open);
  const [explained, setExplained] = useState(false);
  const close = () => {
    limitDialogStore.set((s) => ({ ...s, open: false }));
    setExplained(false);
  };
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
            {reason === "limit" ? "Monthly Item Limit Reached" : "Firstly Pro"}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            {reason === "limit"
              ? used !== undefined && limit
                ? `You've used ${used} of ${limit} items this month. `
                : "You've used all of this month's items. "
              : used !== undefined && limit
                ? `You've used ${used} of ${limit} free items this month. `
                : ""}
            Upgrade to Pro for unlimited thoughts and goals: 14 a month, with a 12-day free trial.
          </Dialog.Description>
          {explained && (
            <p role="status" className="mt-3 rounded-xl bg-canvas px-3 py-2 text-sm text-ink-soft">
              Upgrades aren't available on this server: billing is not configured.
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
            <button
              type="button"
              onClick={() => setExplained(true)}
              className="h-11 flex-1 rounded-xl bg-accent font-semibold text-accent-ink"
            >
              Upgrade to Pro
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
