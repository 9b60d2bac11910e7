import type { Task } from "@firstly/core/contract/task";
import { UNSCORED } from "@firstly/core/scoring/constants";

/** SPEC §9: the newest note stays pinned first for two hours after it is created. */
export const PIN_WINDOW_MS = 2 * 60 * 60 * 1000;

type SortableTask = Pick<Task, "id" | "createdAt" | "isPriority" | "goalAssessments">;

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
 * Home card order (SPEC §2 Home):
 * 1. the newest note, if created within the last 2 hours (age ≤ 2 h, inclusive; a clock-skewed
 *    "future" note counts as new), is pinned first;
 * 2. then priority notes before the rest;
 * 3. then by score for the current main goal, lowest first; unscored (999999) sorts last;
 * 4. ties: newer first, then id, so the order is stable across refetches.
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
  keyed.sort(
    (a, b) =>
      Number(b.task.isPriority) - Number(a.task.isPriority) ||
      a.score - b.score ||
      b.created - a.created ||
      (a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0),
  );

  let newest: (typeof keyed)[number] | undefined;
  for (const entry of keyed) if (!newest || entry.created > newest.created) newest = entry;
  if (newest && isPinned(newest.created, now)) {
    const index = keyed.indexOf(newest);
    keyed.splice(index, 1);
    keyed.unshift(newest);
  }
  return keyed.map((entry) => entry.task);
}

const isPinned = (created: number, now: number) => now - created <= PIN_WINDOW_MS;

/** The id of the note sortTasks pins first, or null; `sorted` is sortTasks' output. */
export function pinnedTaskId(sorted: readonly SortableTask[], now: number): string | null {
  const first = sorted[0];
  if (!first || !isPinned(createdMs(first), now)) return null;
  return sorted.every((t) => createdMs(t) <= createdMs(first)) ? first.id : null;
}
