import * as Dialog from "@radix-ui/react-dialog";
import { CheckCircle2, Loader2, TriangleAlert } from "lucide-react";
import { messages } from "@firstly/core/contract/errors";
import { migrationStore } from "../migration-store";

/**
 * Shows while a guest's thoughts move into their new account
 * (docs/behaviour/states.md#guest-migration migration states).
 */
export function MigrationDialog() {
  const state = migrationStore.use((s) => s);
  const open = state !== "idle";
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => state === "migrating" && e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[60] w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 text-center shadow-float"
        >
          {state === "migrating" && (
            <>
              <Loader2 aria-hidden className="mx-auto size-8 animate-spin text-accent" />
              <Dialog.Title className="mt-3 text-lg font-semibold">
                Saving your thoughts…
              </Dialog.Title>
              <p className="mt-1 text-sm text-muted">Moving everything into your account.</p>
            </>
          )}
          {state === "success" && (
            <>
              <CheckCircle2 aria-hidden className="mx-auto size-8 text-tier-important" />
              <Dialog.Title className="mt-3 text-lg font-semibold">All set</Dialog.Title>
              <p className="mt-1 text-sm text-muted">
                Your thoughts are now saved to your account.
              </p>
            </>
          )}
          {state === "error" && (
            <>
              <TriangleAlert aria-hidden className="mx-auto size-8 text-danger" />
              <Dialog.Title className="mt-3 text-lg font-semibold">
                {messages.migrationErrorTitle}
              </Dialog.Title>
              <p className="mt-1 text-sm text-muted">{messages.migrationErrorBody}</p>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
