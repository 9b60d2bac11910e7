import { Loader2, type LucideIcon } from "lucide-react";
import { cn } from "../../../lib/cn";
import { Button } from "../../../components/ui/button";

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
    <Button
      variant={variant}
      size="lg"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      className={cn(
        "w-full disabled:opacity-60",
        variant === "primary" ? "hover:opacity-90" : "text-ink hover:border-accent/40",
      )}
    >
      {busy ? (
        <Loader2 aria-hidden className="size-5 animate-spin" />
      ) : (
        <Icon aria-hidden className="size-5" />
      )}
      {label}
    </Button>
  );
}
