import { lazy, Suspense, useMemo, type ComponentProps } from "react";
import type { Task } from "@firstly/core/contract/task";
import { Columns2, RotateCw, Rows2 } from "lucide-react";
import { messages } from "@firstly/core/contract/errors";
import { activeMainGoal, useGoals } from "../../../lib/queries/goals";
import { useMe, useUsage } from "../../../lib/queries/session";
import { useSettings } from "../../../lib/queries/settings";
import { isActiveTask, useTasks } from "../../../lib/queries/tasks";
import { useSetDisplayMode } from "../api/set-display-mode";
import { pinnedTaskId, sortTasks } from "../sort-tasks";
import { useMobileColumns } from "../use-mobile-columns";
import { useDelayExpiry } from "../use-delay-expiry";
import { GuestSignUpPrompt } from "../../../components/guest-sign-up-prompt";
import { HomeEmptyState } from "./home-empty-state";
import { WaitingDraftNote } from "./waiting-draft-note";
import { MainGoalBanner } from "./main-goal-banner";
import { TaskGrid, TaskGridSkeleton } from "./task-grid";
import { IconButton } from "../../../components/ui/button";

/** After a sign-in from a guest's browser only: not part of the first page's JavaScript. */
const GuestArrivalNote = lazy(async () => ({
  default: (await import("../../../components/guest-arrival-note")).GuestArrivalNote,
}));

/** docs/behaviour/limits.md#display: focused display mode shows the top 3 tasks. */
export const FOCUSED_COUNT = 3;

export function HomeScreen() {
  const me = useMe();
  const user = me.data?.user ?? null;
  const isGuest = !user || user.isGuest;
  const ready = user !== null;
  const tasks = useTasks(ready);
  useDelayExpiry(tasks.data);
  const goals = useGoals(ready);
  const settings = useSettings(ready);
  // guests too: their counter brings the sign-up prompt
  // (docs/behaviour/permissions.md#signed-in-free)
  const usage = useUsage(ready);
  const [mobileColumns, toggleColumns] = useMobileColumns();
  const setDisplayMode = useSetDisplayMode();

  const mainGoal = activeMainGoal(goals.data);
  // docs/behaviour/states.md#goal-status: after a main goal is completed the placeholder reads 'Set
  // your new main goal'
  const isNewGoal = !mainGoal && (goals.data ?? []).some((g) => g.type === "main");
  const mainGoalId = mainGoal?.id ?? null;
  // the just-added thought shows apart and takes no rank; the ranked list starts at #1 (issue #26)
  const { sorted, justAdded } = useMemo(() => {
    // eslint-disable-next-line react-hooks/purity -- the order is as of the list's last change (the 2-hour pin ends on the next one)
    const now = Date.now();
    const list = sortTasks((tasks.data ?? []).filter(isActiveTask), mainGoalId, now);
    const pinnedId = pinnedTaskId(list, now);
    return pinnedId
      ? { sorted: list.slice(1), justAdded: list[0] ?? null }
      : { sorted: list, justAdded: null };
  }, [tasks.data, mainGoalId]);
  const focused = (settings.data?.displayMode ?? "focused") === "focused";
  const visible = useMemo(
    () => (focused ? sorted.slice(0, FOCUSED_COUNT) : sorted),
    [focused, sorted],
  );
  const remainingText = focused && !isGuest ? usage.data?.remainingText : null;

  // what this device kept stays on screen when a refresh fails; an error shows only with nothing
  // to show, and a load waiting for the network (offline, nothing kept) says so
  // (docs/behaviour/messages.md#connection-and-session)
  const isWaitingOffline =
    (!me.data && me.fetchStatus === "paused") ||
    (ready && !tasks.data && tasks.fetchStatus === "paused");
  const loadError = isWaitingOffline
    ? { message: messages.offline }
    : ((me.data ? null : me.error) ?? (tasks.data ? null : tasks.error));
  const loading = me.isPending || (ready && tasks.isPending);
  const empty = !loading && tasks.isSuccess && sorted.length === 0 && !justAdded;

  return (
    // the end pads past the + button and a toast above it (a phone's band, styles.css) so the
    // last card's actions scroll clear of both
    <main className="mx-auto max-w-6xl px-4 pt-4 pb-44 sm:px-6 sm:pt-6 sm:pb-32">
      {(mainGoal || sorted.length > 0 || justAdded) && (
        <div className="mb-5">
          <MainGoalBanner goal={mainGoal} isNewGoal={isNewGoal} />
        </div>
      )}
      {user?.isGuest && usage.data && (
        <GuestSignUpPrompt
          key={user.id}
          guestId={user.id}
          used={usage.data.totalItems}
          limit={usage.data.limit}
        />
      )}
      <Suspense fallback={null}>
        <GuestArrivalNote signedIn={user !== null && !user.isGuest} />
      </Suspense>
      <WaitingDraftNote />
      {!loadError && !loading && justAdded && (
        <JustAdded
          task={justAdded}
          mainGoalId={mainGoalId}
          mobileColumns={mobileColumns}
          isFocused={focused}
          visual={settings.data?.visualDisplayMode ?? "enhanced"}
        />
      )}
      {loadError ? (
        <div role="alert" className="mx-auto mt-12 max-w-sm text-center">
          <p className="text-ink-soft">{loadError.message}</p>
          {!isWaitingOffline && (
            <button
              type="button"
              onClick={() => void (me.isError ? me.refetch() : tasks.refetch())}
              className="mt-4 inline-flex items-center gap-2 rounded-xl border border-line bg-surface px-4 py-2 font-medium"
            >
              <RotateCw aria-hidden className="size-4" /> Try again
            </button>
          )}
        </div>
      ) : loading ? (
        <TaskGridSkeleton />
      ) : empty ? (
        <HomeEmptyState isGuest={isGuest} hasMainGoal={mainGoal !== null} isNewGoal={isNewGoal} />
      ) : sorted.length === 0 ? null : (
        <section aria-labelledby="home-heading">
          <div className="mb-3 flex items-end gap-3">
            <div className="min-w-0 flex-1">
              <h1 id="home-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
                {focused ? "Do these first" : "All thoughts"}
              </h1>
              {remainingText && <p className="mt-0.5 text-sm text-muted">{remainingText}</p>}
            </div>
            <IconButton
              label={mobileColumns === 1 ? "Show two columns" : "Show one column"}
              size="sm"
              onClick={toggleColumns}
              className="border border-line bg-surface hover:bg-surface sm:hidden"
            >
              {mobileColumns === 1 ? (
                <Columns2 aria-hidden className="size-4" />
              ) : (
                <Rows2 aria-hidden className="size-4" />
              )}
            </IconButton>
          </div>
          <TaskGrid
            tasks={visible}
            mainGoalId={mainGoalId}
            mobileColumns={mobileColumns}
            isFocused={focused}
            visual={settings.data?.visualDisplayMode ?? "enhanced"}
          />
          {focused && sorted.length > FOCUSED_COUNT && (
            <p className="mt-5 text-center text-sm text-muted">
              {sorted.length - FOCUSED_COUNT} more waiting.{" "}
              <button
                type="button"
                onClick={() => setDisplayMode.mutate("relaxed")}
                disabled={setDisplayMode.isPending}
                className="font-medium text-accent underline-offset-4 hover:underline"
              >
                Show all
              </button>
            </p>
          )}
        </section>
      )}
    </main>
  );
}

/**
 * the docs/behaviour/navigation.md#screens newest thought, shown first but apart: its tier, no rank
 * (issue #26).
 */
function JustAdded({
  task,
  ...grid
}: { task: Task } & Omit<ComponentProps<typeof TaskGrid>, "tasks" | "justAdded" | "label">) {
  return (
    <section aria-labelledby="just-added-heading" className="mb-6">
      {/* a label, not a heading: home's h1 ('Do these first') stays the first heading */}
      <p
        id="just-added-heading"
        className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase"
      >
        Just added
      </p>
      <TaskGrid tasks={[task]} justAdded label="Just added" {...grid} />
    </section>
  );
}
