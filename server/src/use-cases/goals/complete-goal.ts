import { eq } from "drizzle-orm";
import type { Goal } from "@firstly/core/contract/goal";
import type { AppDeps, SessionUser } from "../../context";
import { goalFromRow } from "../../db/mappers";
import { userGoals } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { clearGoalAssessments, loadActiveGoals } from "../../scoring/assessments";
import { findOwnedGoal } from "./find-owned-goal";
import { retireMainGoal } from "./retire-main-goal";
import { inPersonTransaction } from "../../db/person-lock";

export interface CompleteGoalOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "now" | "scorer">;
  user: SessionUser;
  goalId: string;
}

/**
 * POST /api/goals/:id/complete. Main goal: completed, its scores cleared from every task,
 * settings.mainGoal emptied. Subtask: completed, its scores removed from uncompleted tasks only
 * (completed tasks keep the score they were done under); the other subtasks are rescored, as a
 * thought that was closer to the completed one may now fit a sibling (decision 0026).
 */
export async function completeGoal({ deps, user, goalId }: CompleteGoalOptions): Promise<Goal> {
  const now = deps.now();
  const row = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const goal = await findOwnedGoal(tx, user.id, goalId);
    if (goal.status === "completed")
      throw new AppError("CONFLICT", "This goal is already completed");
    if (goal.type === "main") {
      await retireMainGoal(tx, user, goal, now);
    } else {
      await tx
        .update(userGoals)
        .set({ status: "completed", completedAt: now, updatedAt: now })
        .where(eq(userGoals.id, goal.id));
      await clearGoalAssessments(tx, user.id, goal.id, true);
      const siblings = (await loadActiveGoals(tx, user.id)).filter((g) => g.type === "subtask");
      if (siblings.length > 0)
        await deps.scorer.scoreNow(tx, user.id, { goalIds: siblings.map((g) => g.id) });
    }
    return findOwnedGoal(tx, user.id, goalId);
  });
  deps.notifier.publish(user.id, { kind: "goals", ids: [row.id] });
  deps.notifier.publish(user.id, { kind: "scores" });
  if (row.type === "main") deps.notifier.publish(user.id, { kind: "settings" });
  return goalFromRow(row);
}
