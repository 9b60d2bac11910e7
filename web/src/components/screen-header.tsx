import type { ReactNode } from "react";
import { ChevronLeft } from "lucide-react";
import { IconButton } from "./ui/button";

/** The sticky top bar of a full reading screen (help, privacy, terms): back, then a title. */
export function ScreenHeader({
  onBack,
  backLabel = "Back",
  children,
}: {
  onBack: () => void;
  backLabel?: string;
  children: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-20 border-b border-line/70 bg-surface/90 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-2">
        <IconButton label={backLabel} onClick={onBack}>
          <ChevronLeft aria-hidden className="size-6" />
        </IconButton>
        {children}
      </div>
    </header>
  );
}
