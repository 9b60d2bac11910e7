import { Loader2 } from "lucide-react";

/** The quiet button of the account panel's forms and rows. */
export const accountButtonClass =
  "inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink-soft transition hover:text-ink disabled:opacity-50";

/** Cancel and the form's action (accent, or danger for what removes something). */
export function FormButtons({
  busy,
  label,
  onCancel,
  danger = false,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <div className="flex gap-2">
      <button type="button" className={accountButtonClass} onClick={onCancel}>
        Cancel
      </button>
      <button
        type="submit"
        disabled={busy}
        className={
          danger
            ? "inline-flex h-9 items-center gap-1.5 rounded-lg bg-danger px-3 text-sm font-medium text-white disabled:opacity-50"
            : "inline-flex h-9 items-center gap-1.5 rounded-lg bg-accent px-3 text-sm font-medium text-accent-ink disabled:opacity-50"
        }
      >
        {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
        {label}
      </button>
    </div>
  );
}
