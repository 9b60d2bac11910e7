import { eq } from "drizzle-orm";
import type { SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import type { GoalRow } from "../../db/mappers";
import { userGoals, userSettings } from "../../db/schema";
import { clearGoalAssessments } from "../../scoring/assessments";
import { ensureSettings } from "../settings/ensure-settings";

/**
 * Completes a main goal (docs/behaviour/states.md#goal-status): marks it completed, clears its
 * scores from every task, records it in completedMainGoals and goalHistory, and empties
 * settings.mainGoal so the web shows 'Set your new main goal'. Shared by completing a goal and by
 * setting a new one.
 */
export async function retireMainGoal(
  tx: Db,
  user: SessionUser,
  goal: GoalRow,
  now: Date,
): Promise<void> {
  await tx
    .update(userGoals)
    .set({ status: "completed", completedAt: now, updatedAt: now })
    .where(eq(userGoals.id, goal.id));
  await clearGoalAssessments(tx, user.id, goal.id);
  const settings = await ensureSettings(tx, user);
  const entry = {
    id: goal.id,
    goal: goal.description,
    text: goal.description,
    completedAt: now.toISOString(),
  };
  await tx
    .update(userSettings)
    .set({
      mainGoal: null,
      completedMainGoals: [...settings.completedMainGoals.filter((g) => g.id !== goal.id), entry],
      goalHistory: [...settings.goalHistory, goal.description],
      updatedAt: now,
    })
    .where(eq(userSettings.userId, user.id));
}
