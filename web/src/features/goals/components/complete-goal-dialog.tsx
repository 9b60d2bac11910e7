import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "../../../components/ui/button";

/**
 * Complete Goal asks first and says what it does to the list (issue 25): the thoughts stay, but
 * they are no longer ranked for this goal until a new one is set
 * (docs/behaviour/states.md#goal-status).
 */
export function CompleteGoalDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-float">
          <Dialog.Title className="text-lg font-semibold">Complete your main goal?</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Your thoughts stay on your list, but they are no longer ranked for this goal until you
            set a new one. You can restore it later from Completed.
          </Dialog.Description>
          <div className="mt-5 flex gap-2">
            <Dialog.Close className="h-11 flex-1 rounded-xl border border-line font-medium">
              Cancel
            </Dialog.Close>
            <Button
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
              className="flex-1"
            >
              Complete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
