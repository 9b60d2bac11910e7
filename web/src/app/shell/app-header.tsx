import { Menu, UserRound } from "lucide-react";
import { openAuthSheet } from "../../lib/auth-sheet-store";
import { cn } from "../../lib/cn";
import { useMe } from "../../lib/queries/session";
import { Logo } from "./logo";
import { toggleSideMenu } from "./side-menu-store";
import { useHideOnScroll } from "./use-hide-on-scroll";

/** Sticky top bar for screens shown over home; hides on scroll down, returns on scroll up. */
export function AppHeader() {
  const hidden = useHideOnScroll();
  const me = useMe();
  const user = me.data?.user;
  return (
    <header
      className={cn(
        "sticky top-0 z-30 border-b border-line/70 bg-canvas/85 pt-[env(safe-area-inset-top)] backdrop-blur-md transition-transform duration-300 ease-out-soft",
        hidden && "-translate-y-full",
      )}
    >
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:px-6">
        <button
          type="button"
          aria-label="Open menu"
          onClick={() => toggleSideMenu()}
          className="grid size-10 place-items-center rounded-full text-ink-soft transition hover:bg-line/60"
        >
          <Menu aria-hidden className="size-5" />
        </button>
        <Logo />
        <div className="ml-auto flex items-center gap-2">
          {user && !user.isGuest ? (
            <span
              title={user.email ?? undefined}
              className="grid size-9 place-items-center rounded-full bg-accent-soft text-sm font-semibold text-accent uppercase"
            >
              {(user.email ?? user.name ?? "?").slice(0, 1)}
              <span className="sr-only">Signed in as {user.email}</span>
            </span>
          ) : (
            <button
              type="button"
              onClick={() => openAuthSheet("login")}
              className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3.5 text-sm font-medium text-ink-soft transition hover:text-ink"
            >
              <UserRound aria-hidden className="size-4" />
              Sign In
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
