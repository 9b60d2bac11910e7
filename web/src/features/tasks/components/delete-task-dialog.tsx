import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";

interface DeleteTaskDialogProps {
  busy: boolean;
  onConfirm: () => void;
}

/** Soft delete behind a confirmation. */
export function DeleteTaskDialog({ busy, onConfirm }: DeleteTaskDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label="Delete thought"
        className="grid size-10 place-items-center rounded-full text-muted hover:bg-canvas hover:text-danger"
      >
        <Trash2 aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-float">
          <Dialog.Title className="text-lg font-semibold">Delete this thought?</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            It will be removed from your list.
          </Dialog.Description>
          <div className="mt-5 flex gap-2">
            <Dialog.Close className="h-11 flex-1 rounded-xl border border-line font-medium">
              Cancel
            </Dialog.Close>
            <Button
              disabled={busy}
              onClick={onConfirm}
              variant="danger"
              className="flex-1 disabled:opacity-50"
            >
              Delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
