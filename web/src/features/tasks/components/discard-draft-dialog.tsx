import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "../../../components/ui/button";

/** 'Discard and close' with words typed: asked first, since nothing else could bring them back. */
export function DiscardDraftDialog({
  open,
  onOpenChange,
  onDiscard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-float">
          <Dialog.Title className="text-lg font-semibold">Discard this thought?</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            What you typed has not been saved. Tap Done instead to keep it.
          </Dialog.Description>
          <div className="mt-5 flex gap-2">
            <Dialog.Close className="h-11 flex-1 rounded-xl border border-line font-medium">
              Keep writing
            </Dialog.Close>
            <Button onClick={onDiscard} variant="danger" className="flex-1">
              Discard
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
