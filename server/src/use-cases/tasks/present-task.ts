import type { Task } from "@firstly/core/contract/task";
import { isDelayExpired } from "@firstly/core/domain/task-status";
import { taskFromRow, type TaskRow } from "../../db/mappers";

/**
 * A stored task as a reader should see it now, without writing anything: a delay whose end has
 * passed reads as pending with the delay cleared (SPEC §4), and main-goal assessments whose goal
 * is no longer active are left out. The maintenance sweep (jobs/maintenance-sweep.ts) and the next
 * write to the task save the same state; reads never do.
 */
export function presentTask(row: TaskRow, now: Date, activeGoalIds: ReadonlySet<string>): Task {
  const task = taskFromRow(row);
  const expired = isDelayExpired(row, now);
  const orphans = Object.entries(task.goalAssessments).filter(
    ([goalId, assessment]) => assessment.goalType === "main" && !activeGoalIds.has(goalId),
  );
  if (!expired && orphans.length === 0) return task;
  const goalAssessments =
    orphans.length === 0
      ? task.goalAssessments
      : Object.fromEntries(
          Object.entries(task.goalAssessments).filter(
            ([goalId, assessment]) => assessment.goalType !== "main" || activeGoalIds.has(goalId),
          ),
        );
  return {
    ...task,
    ...(expired ? { status: "pending" as const, delayEndsAt: null } : {}),
    goalAssessments,
  };
}
