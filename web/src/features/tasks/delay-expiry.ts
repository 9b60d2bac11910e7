import type { Task } from "@firstly/core/contract/task";

/**
 * docs/behaviour/states.md#task-status: notes are checked for expired delays 500 ms after they
 * load.
 */
export const DELAY_CHECK_AFTER_LOAD_MS = 500;

/** True when some delayed task's delay has ended by `now` (the server turns it back to pending). */
export function hasExpiredDelay(
  tasks: readonly Pick<Task, "status" | "delayEndsAt">[],
  now: number,
): boolean {
  return tasks.some(
    (t) => t.status === "delayed" && t.delayEndsAt !== null && Date.parse(t.delayEndsAt) <= now,
  );
}

/** Milliseconds until the next delay ends (at least 0), or null when nothing is delayed. */
export function msUntilNextDelayEnd(
  tasks: readonly Pick<Task, "status" | "delayEndsAt">[],
  now: number,
): number | null {
  let next: number | null = null;
  for (const t of tasks) {
    if (t.status !== "delayed" || t.delayEndsAt === null) continue;
    const at = Date.parse(t.delayEndsAt);
    if (Number.isNaN(at)) continue;
    next = next === null ? at : Math.min(next, at);
  }
  return next === null ? null : Math.max(0, next - now);
}
