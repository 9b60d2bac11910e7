import type { GoalAssessment, Recurrence } from "../contract/task";

/**
 * Issue 25: Complete, Delay, Archive, restore and delete can be undone from their toast. The
 * server keeps what the change replaced; Undo puts exactly that back (status, dates, schedule and
 * the scores completing cleared), so the thought returns to the place it had. The toast shows for
 * a few seconds; the server accepts the Undo for a minute, for a slow connection.
 */
export const UNDO_WINDOW_MS = 60_000;
export const UNDO_UNAVAILABLE_MESSAGE = "This can no longer be undone.";

/** What a status action or a delete changed on a task, as it was before. Dates as ISO strings. */
export interface TaskUndoState {
  /** the version the change left: Undo applies only while nothing else has changed the task */
  version: number;
  /** when the change was made */
  at: string;
  status: string;
  completedAt: string | null;
  delayEndsAt: string | null;
  recurrence: Recurrence | null;
  goalAssessments: Record<string, GoalAssessment>;
  completedMainScore: number | null;
  deletedAt: string | null;
}

export interface UndoableFields {
  status: string;
  completedAt: Date | null;
  delayEndsAt: Date | null;
  recurrence: Recurrence | null;
  goalAssessments: Record<string, GoalAssessment>;
  completedMainScore: number | null;
  deletedAt: Date | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const date = (value: string | null) => (value ? new Date(value) : null);

/** The state to keep when a change takes the task from `before` to version `nextVersion`. */
export function undoStateFor(
  before: UndoableFields,
  nextVersion: number,
  now: Date,
): TaskUndoState {
  return {
    version: nextVersion,
    at: now.toISOString(),
    status: before.status,
    completedAt: iso(before.completedAt),
    delayEndsAt: iso(before.delayEndsAt),
    recurrence: before.recurrence,
    goalAssessments: before.goalAssessments,
    completedMainScore: before.completedMainScore,
    deletedAt: iso(before.deletedAt),
  };
}

/**
 * The fields to write back for an Undo, or null when it cannot be undone: nothing kept, the task
 * changed since (another edit, another action, a delay that ended), or more than a minute ago.
 */
export function undoFields(
  state: TaskUndoState | null,
  currentVersion: number,
  now: Date,
): UndoableFields | null {
  if (!state || state.version !== currentVersion) return null;
  const age = now.getTime() - Date.parse(state.at);
  if (!(age >= 0 && age <= UNDO_WINDOW_MS)) return null;
  return {
    status: state.status,
    completedAt: date(state.completedAt),
    delayEndsAt: date(state.delayEndsAt),
    recurrence: state.recurrence,
    goalAssessments: state.goalAssessments,
    completedMainScore: state.completedMainScore,
    deletedAt: date(state.deletedAt),
  };
}
