import type { TaskAction, TaskStatus } from "../contract/task";

export type TaskActionName = TaskAction["action"];

/**
 * docs/behaviour/states.md#task-status task status machine, as data: for each action, the statuses
 * it may start from and the status it leads to. "active" behaves like "pending" (both are active
 * notes). A pair missing from the table is an invalid transition (the server answers 409).
 */
export const taskTransitions: Record<TaskActionName, Partial<Record<TaskStatus, TaskStatus>>> = {
  complete: {
    pending: "completed",
    active: "completed",
    delayed: "completed",
    skipped: "completed",
  },
  uncomplete: { completed: "pending" },
  delay: { pending: "delayed", active: "delayed", delayed: "pending" },
  skip: { pending: "skipped", active: "skipped", skipped: "pending" },
  restore: { completed: "pending", skipped: "pending", delayed: "pending" },
  schedule: { pending: "delayed", active: "delayed", delayed: "delayed", skipped: "delayed" },
  /** stop repeating: a waiting task comes back now, the others keep their status */
  unschedule: { pending: "pending", active: "active", delayed: "pending", skipped: "skipped" },
};

/** What a transition does to the task's other fields; the use case applies it. */
export interface TaskTransitionPlan {
  status: TaskStatus;
  completedAt: "set" | "clear";
  /** "custom" = now + the user's custom delay; "recurrence" = the next scheduled occurrence */
  delayEndsAt: "custom" | "recurrence" | "clear";
  recurrence: "set" | "clear" | "keep";
  clearAssessments: boolean;
  /** rescore against every active goal (built-in now, model in the background) */
  rescore: boolean;
  /**
   * docs/behaviour/calls.md#freemium-checks: uncompleting consumes usage (an analytics event,
   * signed-in users only)
   */
  recordsUsage: boolean;
}

export type TaskTransitionResult =
  { ok: true; plan: TaskTransitionPlan } | { ok: false; message: string };

export function invalidTransitionMessage(action: TaskActionName, status: TaskStatus): string {
  return `Cannot ${action} a task that is ${status}`;
}

/**
 * Plans `action` on a task in `status`, or explains why it is not allowed. `recurring`: the task
 * has a schedule, so completing it sends it away until its next occurrence instead of for good.
 */
export function planTaskAction(
  status: TaskStatus,
  action: TaskActionName,
  { recurring = false }: { recurring?: boolean } = {},
): TaskTransitionResult {
  const next = taskTransitions[action][status];
  if (!next) return { ok: false, message: invalidTransitionMessage(action, status) };
  const base = {
    status: next,
    completedAt: "clear",
    delayEndsAt: "clear",
    recurrence: "keep",
  } as const;
  const quiet = { clearAssessments: false, rescore: false, recordsUsage: false };
  switch (action) {
    case "complete":
      return recurring
        ? {
            ok: true,
            plan: { ...base, ...quiet, status: "delayed", delayEndsAt: "recurrence" },
          }
        : { ok: true, plan: { ...base, ...quiet, completedAt: "set", clearAssessments: true } };
    case "unschedule":
      return { ok: true, plan: { ...base, ...quiet, recurrence: "clear" } };
    case "uncomplete":
      return { ok: true, plan: { ...base, ...quiet, rescore: true, recordsUsage: true } };
    case "restore":
      return { ok: true, plan: { ...base, ...quiet, rescore: status === "completed" } };
    case "delay":
      return next === "delayed"
        ? { ok: true, plan: { ...base, ...quiet, delayEndsAt: "custom", recurrence: "clear" } }
        : { ok: true, plan: { ...base, ...quiet } };
    case "skip":
      return { ok: true, plan: { ...base, ...quiet } };
    case "schedule":
      return {
        ok: true,
        plan: { ...base, ...quiet, delayEndsAt: "recurrence", recurrence: "set" },
      };
    default: {
      const unreachable: never = action;
      throw new Error(`Unknown task action: ${String(unreachable)}`);
    }
  }
}

/**
 * docs/behaviour/states.md#task-status: a delayed task whose delay end has passed (inclusive of
 * "now") is pending again.
 */
export function isDelayExpired(
  task: { status: string; delayEndsAt: Date | null },
  now: Date,
): boolean {
  return (
    task.status === "delayed" &&
    task.delayEndsAt !== null &&
    task.delayEndsAt.getTime() <= now.getTime()
  );
}
