import { Loader2 } from "lucide-react";

interface EditActionsProps {
  canSave: boolean;
  isSaving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** 'Save Changes' and 'Cancel' under an edited goal text or title. */
export function EditActions({ canSave, isSaving, onSave, onCancel }: EditActionsProps) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={onCancel}
        disabled={isSaving}
        className="h-11 flex-1 rounded-xl border border-line bg-surface font-medium text-ink-soft transition hover:text-ink disabled:opacity-50"
      >
        Cancel
      </button>
      <button
        type="button"
        onClick={onSave}
        disabled={!canSave}
        aria-busy={isSaving || undefined}
        className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-xl bg-accent font-semibold text-accent-ink transition hover:opacity-90 disabled:opacity-40"
      >
        {isSaving && <Loader2 aria-hidden className="size-4 animate-spin" />}
        Save Changes
      </button>
    </div>
  );
}
