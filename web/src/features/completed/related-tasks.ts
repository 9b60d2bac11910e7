import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";

/** docs/behaviour/completed.md: each completed goal shows up to 3 related completed tasks. */
export const RELATED_TASKS_MAX = 3;

const time = (iso: string | null): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The completed tasks related to a completed goal, most recently completed first, at most 3.
 * A completed task is related when either
 *   - it is tagged with the goal (subtaskTags holds the goal's id), at any time, or
 *   - it was completed while the goal was active: after the goal was created and at or before the
 *     goal was completed (both ends inclusive).
 * Tagged tasks come first. Tasks without a valid completion time only count through the tag.
 */
export function relatedCompletedTasks(goal: Goal, tasks: readonly Task[]): Task[] {
  const start = time(goal.createdAt);
  const end = time(goal.completedAt);
  const scored = tasks
    .filter((t) => t.status === "completed")
    .map((task) => {
      const done = time(task.completedAt);
      const isTagged = task.subtaskTags.includes(goal.id);
      const inWindow = Number.isFinite(done) && done >= start && done <= end;
      return { task, done, isTagged, isRelated: isTagged || inWindow };
    })
    .filter((entry) => entry.isRelated);
  scored.sort(
    (a, b) =>
      Number(b.isTagged) - Number(a.isTagged) ||
      (Number.isFinite(b.done) ? b.done : 0) - (Number.isFinite(a.done) ? a.done : 0) ||
      (a.task.id < b.task.id ? -1 : 1),
  );
  return scored.slice(0, RELATED_TASKS_MAX).map((entry) => entry.task);
}

/** Completed goals of one type, most recently completed first. */
export function completedGoals(goals: readonly Goal[], type: Goal["type"]): Goal[] {
  return goals
    .filter((g) => g.type === type && g.status === "completed")
    .sort((a, b) => time(b.completedAt) - time(a.completedAt) || (a.id < b.id ? -1 : 1));
}
