import { Loader2 } from "lucide-react";
import { Button } from "../../components/ui/button";

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
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={danger ? "danger" : "primary"} size="sm" disabled={busy}>
        {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
        {label}
      </Button>
    </div>
  );
}
