import { Loader2, type LucideIcon } from "lucide-react";
import { cn } from "../../../lib/cn";

interface GoalActionButtonProps {
  icon: LucideIcon;
  label: string;
  busy: boolean;
  onClick: () => void;
  variant?: "primary" | "secondary";
}

/** The one bottom action of a goal screen: Complete … or Restore …. */
export function GoalActionButton({
  icon: Icon,
  label,
  busy,
  onClick,
  variant = "primary",
}: GoalActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      className={cn(
        "inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl font-semibold transition disabled:opacity-60",
        variant === "primary"
          ? "bg-accent text-accent-ink hover:opacity-90"
          : "border border-line bg-surface text-ink hover:border-accent/40",
      )}
    >
      {busy ? (
        <Loader2 aria-hidden className="size-5 animate-spin" />
      ) : (
        <Icon aria-hidden className="size-5" />
      )}
      {label}
    </button>
  );
}
