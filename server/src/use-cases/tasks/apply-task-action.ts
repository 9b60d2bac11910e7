import { eq } from "drizzle-orm";
import type { Recurrence, Task, TaskAction, TaskStatus } from "@firstly/core/contract/task";
import { delayEndsAt } from "@firstly/core/domain/delay";
import { DEFAULT_RECURRENCE, nextOccurrence } from "@firstly/core/domain/recurrence";
import { SCORE_MAX, SCORE_MIN } from "@firstly/core/scoring/constants";
import {
  isDelayExpired,
  planTaskAction,
  type TaskTransitionPlan,
} from "@firstly/core/domain/task-status";
import { undoStateFor } from "@firstly/core/domain/task-undo";
import type { AppDeps, SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import type { TaskRow } from "../../db/mappers";
import { presentTask } from "./present-task";
import { userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { ensureSettings } from "../settings/ensure-settings";
import { recordUsageEvent } from "../usage/record-usage-event";
import { findOwnedTask } from "./find-owned-task";
import { loadTaskForWrite } from "./load-task-for-write";
import { keepLearner, learnerFor } from "../../scoring/learner-cache";
import { teachingFromDriver } from "../../scoring/personal-learner";
import { changeTask, updateIfUnchanged } from "./update-if-unchanged";
import type { ActiveGoal } from "../../scoring/assessments";
import { inPersonTransaction } from "../../db/person-lock";
import { scheduleTaskDue } from "../../push/queue-task-pushes";

export interface ApplyTaskActionOptions {
  deps: Pick<AppDeps, "db" | "database" | "notifier" | "scorer" | "now">;
  user: SessionUser;
  taskId: string;
  action: TaskAction;
}

async function resolveDelay(
  tx: Db,
  user: SessionUser,
  plan: TaskTransitionPlan,
  recurrence: Recurrence,
  now: Date,
): Promise<Date | null> {
  switch (plan.delayEndsAt) {
    case "custom":
      return delayEndsAt(now, (await ensureSettings(tx, user)).customDelay);
    case "recurrence":
      return nextOccurrence(recurrence, now);
    case "clear":
      return null;
    default: {
      const unreachable: never = plan.delayEndsAt;
      throw new Error(`Unknown delay plan: ${String(unreachable)}`);
    }
  }
}

/**
 * The task's score against the active main goal, kept when it is completed (completing clears the
 * assessments) so the analytics screen can say how much of what was done served the main goal.
 */
function mainGoalScore(goals: readonly ActiveGoal[], task: TaskRow): number | null {
  const main = goals.find((g) => g.type === "main");
  const score = main ? task.goalAssessments[main.id]?.score : undefined;
  return score !== undefined && score >= SCORE_MIN && score <= SCORE_MAX ? score : null;
}

/** The planned transition for this task, or 409 when the action does not apply to its status. */
function planFor(current: TaskRow, action: TaskAction): TaskTransitionPlan {
  const result = planTaskAction(current.status as TaskStatus, action.action, {
    recurring: current.recurrence !== null,
  });
  if (!result.ok) throw new AppError("CONFLICT", result.message);
  return result.plan;
}

/** The row after the action; `delayEndsAt` is worked out by the caller (resolveDelay). */
function actionPatch(
  current: TaskRow,
  goals: readonly ActiveGoal[],
  plan: TaskTransitionPlan,
  recurrence: Recurrence,
  delayEnds: Date | null,
  now: Date,
): Partial<TaskRow> {
  return {
    status: plan.status,
    completedAt: plan.completedAt === "set" ? now : null,
    completedMainScore: plan.completedAt === "set" ? mainGoalScore(goals, current) : null,
    delayEndsAt: delayEnds,
    updatedAt: now,
    version: current.version + 1,
    ...(plan.recurrence === "set"
      ? { recurrence }
      : plan.recurrence === "clear"
        ? { recurrence: null }
        : {}),
    ...(plan.clearAssessments ? { goalAssessments: {} } : {}),
    // what this change replaced, for the toast's Undo (undo-task-change.ts)
    undoState: undoStateFor(current, current.version + 1, now),
  };
}

/** a schedule given now, else the task's own (completing a recurring task), else the default */
const recurrenceFor = (current: TaskRow, action: TaskAction): Recurrence =>
  (action.action === "schedule" ? action.recurrence : undefined) ??
  current.recurrence ??
  DEFAULT_RECURRENCE;

/**
 * POST /api/tasks/:id/actions: complete, uncomplete, delay, skip, restore, schedule. The rules
 * live in core (task-status.ts); this loads the task, applies the planned changes, records the
 * usage event for uncomplete and rescores when the plan says so. Invalid transitions are 409.
 *
 * An action that only changes the row (complete, skip, restore of a skipped thought, …) is two
 * round trips (one after this process wrote the thought), like an edit (update-if-unchanged.ts): the task and the active goals read without
 * the lock, then the lock and an update that happens only if neither changed since. One that
 * writes more (a delay's settings and its push, a usage event, a rescore), a delay that has ended,
 * or a row changed in between, is done the locked way.
 */
export async function applyTaskAction({
  deps,
  user,
  taskId,
  action,
}: ApplyTaskActionOptions): Promise<Task> {
  const now = deps.now();
  const done = await changeTask(deps.database, user.id, taskId, async (read, isRemembered) => {
    if (read.row.status === "delayed" && isDelayExpired(read.row, now)) return null;
    // a remembered row judges nothing but the write itself: a 409 is judged on a fresh read
    let plan: ReturnType<typeof planFor>;
    try {
      plan = planFor(read.row, action);
    } catch (error) {
      if (isRemembered) return null;
      throw error;
    }
    const isRowOnly =
      !plan.recordsUsage &&
      !plan.rescore &&
      plan.delayEndsAt !== "custom" &&
      plan.status !== "delayed";
    if (!isRowOnly) return null;
    const recurrence = recurrenceFor(read.row, action);
    const delayEnds = plan.delayEndsAt === "recurrence" ? nextOccurrence(recurrence, now) : null;
    const patch = actionPatch(read.row, read.goals, plan, recurrence, delayEnds, now);
    const written = await updateIfUnchanged({
      database: deps.database,
      userId: user.id,
      read,
      patch,
      // the update may make the row teach (or stop): the rows the learning is built from now
      withTeaching: true,
    });
    if (!written) return null;
    deps.notifier.publishWritten(user.id, { kind: "tasks", ids: [taskId] });
    const learner = written.teachingRows
      ? keepLearner(deps.db, user.id, teachingFromDriver(written.teachingRows))
      : await learnerFor(deps.db, user.id, null);
    return presentTask(written.row, deps.now(), new Set(read.goals.map((g) => g.id)), learner);
  });
  return done ?? applyLocked({ deps, user, taskId, action }, now);
}

/** The action the locked way: lock, the task and goals, the update and what goes with it, commit. */
async function applyLocked(
  { deps, user, taskId, action }: ApplyTaskActionOptions,
  now: Date,
): Promise<Task> {
  const { row, goals } = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const { row: current, goals } = await loadTaskForWrite(tx, user.id, taskId, deps.now());
    const plan = planFor(current, action);
    const recurrence = recurrenceFor(current, action);
    const delayEnds = await resolveDelay(tx, user, plan, recurrence, now);
    const patch = actionPatch(current, goals, plan, recurrence, delayEnds, now);
    const [updated] = await tx
      .update(userTasks)
      .set(patch)
      .where(eq(userTasks.id, current.id))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND");
    // with push on, the thought comes back (and says so) at its delay's end
    if (patch.status === "delayed" && patch.delayEndsAt)
      await scheduleTaskDue(tx, user.id, current.id, patch.delayEndsAt);
    if (plan.recordsUsage) {
      await recordUsageEvent({
        db: tx,
        user,
        type: "task_action",
        data: { action: action.action, taskId },
        now,
      });
    }
    if (!plan.rescore) return { row: updated, goals };
    await deps.scorer.scoreNow(tx, user.id, { taskIds: [current.id] });
    return { row: await findOwnedTask(tx, user.id, taskId), goals };
  });
  deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  const learner = await learnerFor(deps.db, user.id, null);
  return presentTask(row, deps.now(), new Set(goals.map((g) => g.id)), learner);
}
