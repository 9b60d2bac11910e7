import { Link, useLocation } from "react-router";
import { Plus } from "lucide-react";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";

/**
 * Routes where the floating add-thought button stays hidden (docs/behaviour/home.md Home), and the
 * reading screens (help, privacy, terms, analytics, import), where it would cover the text or a
 * chart.
 */
const hiddenOn: readonly string[] = [
  paths.add,
  paths.subscription,
  paths.success,
  paths.help,
  paths.privacy,
  paths.terms,
  paths.resetPassword,
  paths.analytics,
  paths.importList,
];

export function AddFab() {
  const location = useLocation();
  const { pathname } = location;
  if (hiddenOn.includes(pathname)) return null;
  // docs/behaviour/home.md#add-button: hidden on the task view opened from search
  if ((location.state as { fromSearch?: boolean } | null)?.fromSearch) return null;
  const onDetail = /^\/(tasks|subtasks)\/(?!new$)|^\/goal$/.test(pathname);
  return (
    <Link
      to={paths.add}
      aria-label="Add thought"
      aria-keyshortcuts="q n"
      className={cn(
        "fixed right-5 z-30 size-14 place-items-center rounded-full bg-accent text-accent-ink shadow-float transition hover:scale-105 active:scale-95 sm:right-8",
        onDetail
          ? // a thought's or goal's screen has its own action bar and its text column reaches the
            // right edge below 52rem: there the + would sit over a badge or a button (issue #26),
            // so it shows only where it stands beside the column, above the bar
            "bottom-[calc(6rem+env(safe-area-inset-bottom))] hidden min-[52rem]:grid"
          : "bottom-[calc(1.5rem+env(safe-area-inset-bottom))] grid",
      )}
    >
      <Plus aria-hidden className="size-7" strokeWidth={2.25} />
    </Link>
  );
}
