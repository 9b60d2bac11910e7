import type { Task } from "@firstly/core/contract/task";
import { isDelayExpired } from "@firstly/core/domain/task-status";
import type { Learner } from "@firstly/core/scoring/personal/learned-shift";
import { personalAssessments } from "@firstly/core/scoring/personal/personal-assessments";
import { taskFromRow, type TaskRow } from "../../db/mappers";
import type { Db } from "../../db/open-database";
import { learnerFor } from "../../scoring/learner-cache";
import { activeGoalIds } from "../goals/active-goal-ids";

/**
 * A stored task as a reader should see it now, without writing anything: a delay whose end has
 * passed reads as pending with the delay cleared (docs/behaviour/states.md#task-status), and
 * main-goal assessments whose goal is no longer active are left out. The maintenance sweep
 * (jobs/maintenance-sweep.ts) and the next write to the task save the same state; reads never do.
 *
 * Scores are the person's (issue #12): their rank corrections for active goals and what was
 * learned from similar thoughts are applied to the engine's stored scores here, so a rescoring
 * never loses a correction and every device sees the same order.
 */
export function presentTask(
  row: TaskRow,
  now: Date,
  activeGoalIds: ReadonlySet<string>,
  learner: Learner,
): Task {
  const task = taskFromRow(row);
  const expired = isDelayExpired(row, now);
  const orphans = Object.entries(task.goalAssessments).filter(
    ([goalId, assessment]) => assessment.goalType === "main" && !activeGoalIds.has(goalId),
  );
  const goalAssessments =
    orphans.length === 0
      ? task.goalAssessments
      : Object.fromEntries(
          Object.entries(task.goalAssessments).filter(
            ([goalId, assessment]) => assessment.goalType !== "main" || activeGoalIds.has(goalId),
          ),
        );
  const corrections = Object.entries(task.rankCorrections);
  const rankCorrections = corrections.every(([goalId]) => activeGoalIds.has(goalId))
    ? task.rankCorrections
    : Object.fromEntries(corrections.filter(([goalId]) => activeGoalIds.has(goalId)));
  return {
    ...task,
    ...(expired ? { status: "pending" as const, delayEndsAt: null } : {}),
    rankCorrections,
    goalAssessments: personalAssessments(
      { id: task.id, title: task.title, text: task.text, goalAssessments, rankCorrections },
      learner,
    ),
  };
}

/** presentTask for a single task: loads the person's active goals and learning first. */
export async function presentOwnedTask(
  db: Db,
  userId: string,
  row: TaskRow,
  now: Date,
): Promise<Task> {
  const [active, learner] = await Promise.all([
    activeGoalIds(db, userId),
    learnerFor(db, userId, null),
  ]);
  return presentTask(row, now, active, learner);
}
