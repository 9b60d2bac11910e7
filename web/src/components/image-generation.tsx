import * as Dialog from "@radix-ui/react-dialog";
import { ImageOff, Loader2, RefreshCw, Sparkles } from "lucide-react";
import { imageMessages } from "@firstly/core/contract/image";
import { cn } from "../lib/cn";

/** The generating marker: a spinner over the picture's box while the picture is being made. */
export function ImageGeneratingOverlay({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        "absolute inset-0 grid place-items-center bg-black/35 text-white backdrop-blur-[2px]",
        className,
      )}
    >
      <span className="inline-flex items-center gap-2 rounded-full bg-black/55 px-3.5 py-2 text-sm font-medium">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        Creating image…
      </span>
    </div>
  );
}

interface FailureActions {
  onRetry: () => void;
  onDismiss: () => void;
  isBusy?: boolean;
}

/**
 * docs/behaviour/states.md#image-generation failure overlay on a goal header: 'Image Generation
 * Failed' with Retry and Dismiss.
 */
export function ImageFailureOverlay({ onRetry, onDismiss, isBusy }: FailureActions) {
  return (
    <div
      role="alert"
      className="absolute inset-0 grid place-items-center bg-black/55 p-4 text-center text-white backdrop-blur-[2px]"
    >
      <div className="flex max-w-sm flex-col items-center gap-2">
        <ImageOff aria-hidden className="size-6 opacity-90" />
        <p className="font-semibold">{imageMessages.failedTitle}</p>
        <p className="text-sm text-white/85">{imageMessages.failedBody}</p>
        <div className="mt-1 flex gap-2">
          <button
            type="button"
            onClick={onRetry}
            disabled={isBusy}
            className="inline-flex h-10 items-center gap-1.5 rounded-full bg-white px-4 text-sm font-semibold text-ink disabled:opacity-60"
          >
            <RefreshCw aria-hidden className="size-4" /> Retry
          </button>
          <button
            type="button"
            onClick={onDismiss}
            disabled={isBusy}
            className="h-10 rounded-full border border-white/60 px-4 text-sm font-semibold text-white disabled:opacity-60"
          >
            Dismiss
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * docs/behaviour/states.md#image-generation failure popup in the task view: 'Image Generation
 * Failed' with Dismiss and Try Again.
 */
export function ImageFailureDialog({
  open,
  onRetry,
  onDismiss,
  isBusy,
}: FailureActions & { open: boolean }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-float"
        >
          <div className="mb-3 grid size-11 place-items-center rounded-full bg-danger/10 text-danger">
            <ImageOff aria-hidden className="size-5" />
          </div>
          <Dialog.Title className="text-lg font-semibold">{imageMessages.failedTitle}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {imageMessages.failedBody}
          </Dialog.Description>
          <div className="mt-5 flex gap-2">
            <button
              type="button"
              onClick={onDismiss}
              disabled={isBusy}
              className="h-11 flex-1 rounded-xl border border-line font-medium disabled:opacity-50"
            >
              Dismiss
            </button>
            <button
              type="button"
              onClick={onRetry}
              disabled={isBusy}
              className="h-11 flex-1 rounded-xl bg-accent font-semibold text-white disabled:opacity-50"
            >
              Try Again
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** 'Generate image' (or 'New image' once there is one); disabled while a picture is being made. */
export function GenerateImageButton({
  onClick,
  hasImage,
  isGenerating,
  className,
}: {
  onClick: () => void;
  hasImage: boolean;
  isGenerating: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isGenerating}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold shadow-sm transition disabled:opacity-60",
        className,
      )}
    >
      {isGenerating ? (
        <Loader2 aria-hidden className="size-4 animate-spin" />
      ) : (
        <Sparkles aria-hidden className="size-4" />
      )}
      {isGenerating ? "Generating…" : hasImage ? "New image" : "Generate image"}
    </button>
  );
}
