import type { Task } from "@firstly/core/contract/task";
import { UNSCORED } from "@firstly/core/scoring/constants";

/**
 * docs/behaviour/limits.md#timing: the newest note stays pinned first for two hours after it is
 * created.
 */
export const PIN_WINDOW_MS = 2 * 60 * 60 * 1000;

type SortableTask = Pick<Task, "id" | "createdAt" | "isPriority" | "goalAssessments"> &
  Partial<Pick<Task, "rankCorrections">>;

/** A task's score for a goal; no goal or no assessment counts as unscored (999999). */
export function scoreFor(
  task: Pick<Task, "goalAssessments">,
  goalId: string | null | undefined,
): number {
  if (!goalId) return UNSCORED;
  return task.goalAssessments[goalId]?.score ?? UNSCORED;
}

function createdMs(task: SortableTask): number {
  const ms = Date.parse(task.createdAt);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * Home card order (docs/behaviour/home.md Home):
 * 1. the newest note, if created within the last 2 hours (age ≤ 2 h, inclusive; a clock-skewed
 *    "future" note counts as new), is pinned first;
 * 2. then priority notes before the rest;
 * 3. then by score for the current main goal, lowest first; unscored (999999) sorts last;
 * 4. ties: newer first, then id, so the order is stable across refetches;
 * 5. a thought the person moved up or down sits at least one place from the engine's (below).
 * Home shows the pinned note apart, as 'Just added', and ranks the rest from #1 (issue #26).
 * Pure: pass `now`; the input array is not modified.
 */
export function sortTasks<T extends SortableTask>(
  tasks: readonly T[],
  mainGoalId: string | null,
  now: number,
): T[] {
  const keyed = tasks.map((task) => ({
    task,
    score: scoreFor(task, mainGoalId),
    created: createdMs(task),
  }));
  let newest: (typeof keyed)[number] | undefined;
  for (const entry of keyed) if (!newest || entry.created > newest.created) newest = entry;
  const pinned = newest && isPinned(newest.created, now) ? newest : undefined;
  const ranked = pinned ? keyed.filter((entry) => entry !== pinned) : keyed;
  ranked.sort(compareKeyed);
  if (mainGoalId) keepMovesVisible(ranked, mainGoalId);
  if (pinned) ranked.unshift(pinned);
  return ranked.map((entry) => entry.task);
}

interface Keyed<T extends SortableTask> {
  task: T;
  score: number;
  created: number;
}

function compareKeyed<T extends SortableTask>(a: Keyed<T>, b: Keyed<T>): number {
  return (
    Number(b.task.isPriority) - Number(a.task.isPriority) ||
    a.score - b.score ||
    b.created - a.created ||
    (a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0)
  );
}

/**
 * 'Move up' and 'Move down' move (issue #26). A correction moves the score one tier (decision
 * 0012), which can leave the card where it was when its neighbours sit in the tier it moved to.
 * Here a corrected thought ends at least one place above (up) or below (down) where the engine's
 * own score would put it among the same list, within its priority group. In place; `keyed` sorted.
 */
function keepMovesVisible<T extends SortableTask>(keyed: Keyed<T>[], goalId: string): void {
  const moved = keyed.filter((entry) => {
    const kind = entry.task.rankCorrections?.[goalId]?.kind;
    const engine = entry.task.goalAssessments[goalId]?.engineScore;
    return (kind === "up" || kind === "down") && engine !== undefined;
  });
  for (const entry of moved) {
    const up = entry.task.rankCorrections?.[goalId]?.kind === "up";
    const engineScore = entry.task.goalAssessments[goalId]?.engineScore ?? entry.score;
    const asEngine = { ...entry, score: engineScore };
    const from = keyed.indexOf(entry);
    keyed.splice(from, 1);
    // where the engine alone would have put it
    let enginePlace = keyed.findIndex((other) => compareKeyed(asEngine, other) < 0);
    if (enginePlace === -1) enginePlace = keyed.length;
    const target = up ? enginePlace - 1 : enginePlace + 1;
    const neighbour = keyed[up ? target : target - 1];
    const samePriority = neighbour && neighbour.task.isPriority === entry.task.isPriority;
    const place =
      samePriority && (up ? from > target : from < target) ? target : Math.min(from, keyed.length);
    keyed.splice(place, 0, entry);
  }
}

const isPinned = (created: number, now: number) => now - created <= PIN_WINDOW_MS;

/** The id of the note sortTasks pins first, or null; `sorted` is sortTasks' output. */
export function pinnedTaskId(sorted: readonly SortableTask[], now: number): string | null {
  const first = sorted[0];
  if (!first || !isPinned(createdMs(first), now)) return null;
  return sorted.every((t) => createdMs(t) <= createdMs(first)) ? first.id : null;
}
