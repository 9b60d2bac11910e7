import { Loader2 } from "lucide-react";
import { Button } from "../../../components/ui/button";

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
      <Button
        onClick={onCancel}
        disabled={isSaving}
        variant="secondary"
        className="flex-1 font-medium disabled:opacity-50"
      >
        Cancel
      </Button>
      <Button
        onClick={onSave}
        disabled={!canSave}
        aria-busy={isSaving || undefined}
        className="flex-1 hover:opacity-90"
      >
        {isSaving && <Loader2 aria-hidden className="size-4 animate-spin" />}
        Save Changes
      </Button>
    </div>
  );
}
