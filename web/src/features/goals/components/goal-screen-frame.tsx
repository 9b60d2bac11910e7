import type { ReactNode } from "react";
import { ChevronLeft } from "lucide-react";
import { useGoBack } from "../../../lib/use-go-back";
import { IconButton } from "../../../components/ui/button";

interface GoalScreenFrameProps {
  title: string;
  children: ReactNode;
  /** a fixed action bar at the bottom (Complete / Restore) */
  footer?: ReactNode;
}

/** Full-screen frame shared by the goal screens: back button, centred title, bottom bar. */
export function GoalScreenFrame({ title, children, footer }: GoalScreenFrameProps) {
  const goBack = useGoBack();
  return (
    <div className="min-h-dvh bg-surface">
      <header className="sticky top-0 z-20 border-b border-line/70 bg-surface/90 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="mx-auto grid h-14 max-w-2xl grid-cols-[2.5rem_1fr_2.5rem] items-center px-2">
          <IconButton label="Back" onClick={goBack}>
            <ChevronLeft aria-hidden className="size-6" />
          </IconButton>
          <h1 className="truncate text-center font-semibold">{title}</h1>
        </div>
      </header>
      {/* room at the end to scroll the last control clear of the bar and a toast above it */}
      <main className={footer ? "pb-44" : "pb-16"}>
        <div className="mx-auto flex max-w-2xl flex-col gap-5 px-5 pt-5">{children}</div>
      </main>
      {footer && (
        // data-action-bar lifts the toasts above this bar (styles.css --toast-bottom)
        <div
          data-action-bar
          className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
        >
          <div className="mx-auto max-w-2xl px-4 py-3">{footer}</div>
        </div>
      )}
    </div>
  );
}

/** Loading skeleton while a goal loads: the same shapes as the screen, so nothing jumps. */
export function GoalScreenSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading goal" className="flex flex-col gap-5">
      <div className="aspect-[16/9] max-h-72 w-full animate-pulse rounded-3xl bg-line/70 sm:aspect-[21/9]" />
      <div className="h-8 w-3/4 animate-pulse rounded-lg bg-line" />
      <div className="h-14 animate-pulse rounded-2xl bg-line/60" />
    </div>
  );
}
