import { Check, CloudOff, Loader2 } from "lucide-react";
import type { SaveStatus } from "../editor/use-task-editor";

export function SaveIndicator({
  status,
  error,
  onRetry,
}: {
  status: SaveStatus;
  error: string | null;
  onRetry: () => void;
}) {
  return (
    <span
      role="status"
      aria-live="polite"
      className="inline-flex min-w-0 items-center gap-1.5 text-xs font-medium text-muted"
    >
      {status === "saving" && (
        <>
          <Loader2 aria-hidden className="size-3.5 animate-spin" /> Saving…
        </>
      )}
      {status === "saved" && (
        <>
          <Check aria-hidden className="size-3.5 text-tier-important" /> Changes saved
        </>
      )}
      {status === "queued" && (
        <>
          <CloudOff aria-hidden className="size-3.5" /> Saved on this device
        </>
      )}
      {status === "error" && (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-w-0 items-center gap-1.5 text-danger"
        >
          <CloudOff aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{error}</span>
          <span className="underline">Retry</span>
        </button>
      )}
    </span>
  );
}
