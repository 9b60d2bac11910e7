import { useMemo } from "react";
import { Link } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import {
  BarChart3,
  Briefcase,
  CheckCircle2,
  CircleHelp,
  FolderKanban,
  LogOut,
  Search,
  Settings,
  X,
} from "lucide-react";
import { toast } from "../../lib/toast";
import { useQueryClient } from "@tanstack/react-query";
import { fitsGoal } from "@firstly/core/scoring/tiers";
import { openAuthSheet } from "../../lib/auth-sheet-store";
import { paths } from "../../lib/paths";
import { activeSubtasks, useGoals } from "../../lib/queries/goals";
import { useMe, useUsage } from "../../lib/queries/session";
import { signOut } from "../../lib/sign-out";
import { isActiveTask, useTasks } from "../../lib/queries/tasks";
import { scoreFor } from "../../features/tasks/sort-tasks";
import { LeftDrawer } from "../../components/left-drawer";
import { Logo } from "./logo";
import { UsageBadge } from "./usage-badge";
import { closeSideMenu, sideMenuStore } from "./side-menu-store";

/**
 * docs/behaviour/home.md#side-menu lists Subtasks, Search, Completed, Help, Settings; analytics is
 * a major section too.
 */
const entries = [
  { label: "Subtasks", to: paths.newSubtask, icon: FolderKanban },
  { label: "Search", to: paths.search, icon: Search },
  { label: "Completed", to: paths.completed, icon: CheckCircle2 },
  { label: "Analytics", to: paths.analytics, icon: BarChart3 },
  { label: "Help", to: paths.help, icon: CircleHelp },
  { label: "Settings", to: paths.settings, icon: Settings },
] as const;

/**
 * docs/behaviour/home.md#side-menu side menu: 80 units wide, slides from the left, closes on
 * navigation.
 */
export function SideMenu() {
  const open = sideMenuStore.use((s) => s);
  return (
    <LeftDrawer
      open={open}
      onOpenChange={(next) => !next && closeSideMenu()}
      overlayClassName="bg-black/35"
      panelClassName="w-80 max-w-[88vw] bg-surface"
    >
      <Dialog.Title className="sr-only">Menu</Dialog.Title>
      <MenuBody />
    </LeftDrawer>
  );
}

function MenuBody() {
  const me = useMe();
  const user = me.data?.user;
  const isGuest = !user || user.isGuest;
  const usage = useUsage();
  const client = useQueryClient();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between px-5 pt-4 pb-3">
        <Logo />
        <Dialog.Close
          aria-label="Close menu"
          className="grid size-9 place-items-center rounded-full text-muted hover:bg-canvas"
        >
          <X aria-hidden className="size-5" />
        </Dialog.Close>
      </div>
      <div className="flex-1 overflow-y-auto px-3 pb-4">
        <div className="px-2 pb-3">
          <UsageBadge usage={usage.data} />
        </div>
        <nav aria-label="Main">
          <ul className="flex flex-col">
            {entries.map(({ label, to, icon: Icon }) => (
              <li key={label}>
                <Link
                  to={to}
                  className="flex h-11 items-center gap-3 rounded-xl px-3 font-medium text-ink-soft transition hover:bg-canvas hover:text-ink"
                >
                  <Icon aria-hidden className="size-5 text-muted" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <BusinessEntries />
        {isGuest && (
          <div className="mt-3 grid grid-cols-2 gap-2 px-2">
            <button
              type="button"
              onClick={() => {
                closeSideMenu();
                openAuthSheet("login");
              }}
              className="h-10 rounded-xl border border-line font-medium"
            >
              Sign In
            </button>
            <button
              type="button"
              onClick={() => {
                closeSideMenu();
                openAuthSheet("signup");
              }}
              className="h-10 rounded-xl bg-accent font-medium text-accent-ink"
            >
              Sign Up
            </button>
          </div>
        )}
        <SubtaskList />
      </div>
      {!isGuest && (
        <div className="flex items-center gap-2 border-t border-line px-5 py-3 text-sm">
          <span className="min-w-0 flex-1 truncate text-muted">{user?.email}</span>
          <button
            type="button"
            onClick={() => void signOut(client).then(closeSideMenu)}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-medium text-ink-soft hover:bg-canvas"
          >
            <LogOut aria-hidden className="size-4" /> Sign out
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * docs/behaviour/README.md#what-the-product-does: business products are referenced in navigation
 * but not implemented; choosing one says so with the docs/behaviour/messages.md text instead of
 * leading nowhere.
 */
function BusinessEntries() {
  return (
    <section aria-labelledby="menu-business" className="mt-4 px-2">
      <h2
        id="menu-business"
        className="px-1 pb-1 text-xs font-semibold tracking-wider text-muted uppercase"
      >
        Business
      </h2>
      <ul className="flex flex-col">
        {["Add business", "Business goals"].map((label) => (
          <li key={label}>
            <button
              type="button"
              onClick={() => toast.info(BUSINESS_NOT_IMPLEMENTED)}
              className="flex h-10 w-full items-center gap-3 rounded-xl px-3 text-left text-sm text-muted transition hover:bg-canvas"
            >
              <Briefcase aria-hidden className="size-4" />
              <span className="flex-1">{label}</span>
              <span className="rounded-full bg-canvas px-2 py-0.5 text-[11px] font-medium">
                Not available
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** docs/behaviour/messages.md, quoted exactly. */
export const BUSINESS_NOT_IMPLEMENTED = "Business products not implemented in new schema yet";

function SubtaskList() {
  const goals = useGoals();
  const tasks = useTasks();
  const subtasks = useMemo(() => activeSubtasks(goals.data), [goals.data]);
  const counts = useMemo(() => {
    const active = (tasks.data ?? []).filter(isActiveTask);
    return new Map(
      subtasks.map((s) => [s.id, active.filter((t) => fitsGoal(scoreFor(t, s.id))).length]),
    );
  }, [subtasks, tasks.data]);
  return (
    <section aria-labelledby="menu-subtasks" className="mt-6 px-2">
      <h2
        id="menu-subtasks"
        className="px-1 pb-2 text-xs font-semibold tracking-wider text-muted uppercase"
      >
        Active subtasks
      </h2>
      {subtasks.length === 0 ? (
        <p className="px-1 text-sm text-muted">No subtasks created yet.</p>
      ) : (
        <ul className="flex flex-col">
          {subtasks.map((s) => (
            <li key={s.id}>
              <Link
                to={paths.subtask(s.id)}
                className="flex items-center gap-3 rounded-xl px-2 py-2.5 hover:bg-canvas"
              >
                <span className="min-w-0 flex-1 truncate">{s.name}</span>
                <span
                  className="rounded-full bg-canvas px-2 py-0.5 text-xs text-muted tabular-nums"
                  aria-label={`${counts.get(s.id) ?? 0} active tasks`}
                >
                  {counts.get(s.id) ?? 0}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
