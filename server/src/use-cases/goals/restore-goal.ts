import { eq } from "drizzle-orm";
import { messages } from "@firstly/core/contract/errors";
import type { Goal } from "@firstly/core/contract/goal";
import type { AppDeps, SessionUser } from "../../context";
import { goalFromRow } from "../../db/mappers";
import { userGoals, userSettings } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { clearGoalAssessments } from "../../scoring/assessments";
import { ensureSettings } from "../settings/ensure-settings";
import { lockUserItems } from "../usage/lock-user-items";
import { recordUsageEvent } from "../usage/record-usage-event";
import { findActiveMainGoal } from "./find-active-main-goal";
import { findOwnedGoal } from "./find-owned-goal";
import { inPersonTransaction } from "../../db/person-lock";

export interface RestoreGoalOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "scorer" | "now">;
  user: SessionUser;
  goalId: string;
}

/**
 * POST /api/goals/:id/restore (docs/behaviour/states.md#task-status uncomplete). A main goal is
 * refused (409) while another main goal is active. Otherwise: a goal_action usage event, old scores
 * cleared, the goal active again (a main goal becomes settings.mainGoal) and rescoring queued in
 * the background.
 */
export async function restoreGoal({ deps, user, goalId }: RestoreGoalOptions): Promise<Goal> {
  const now = deps.now();
  const row = await inPersonTransaction(deps.db, user.id, async (tx) => {
    await lockUserItems(tx, user.id);
    const goal = await findOwnedGoal(tx, user.id, goalId);
    if (goal.status === "active") throw new AppError("CONFLICT", "This goal is already active");
    if (goal.type === "main" && (await findActiveMainGoal(tx, user.id))) {
      throw new AppError("CONFLICT", messages.completeCurrentMainGoalFirst);
    }
    await recordUsageEvent({
      db: tx,
      user,
      type: "goal_action",
      data: { action: "restore", goalId },
      now,
    });
    await clearGoalAssessments(tx, user.id, goal.id);
    await tx
      .update(userGoals)
      .set({ status: "active", completedAt: null, updatedAt: now })
      .where(eq(userGoals.id, goal.id));
    if (goal.type === "main") {
      const settings = await ensureSettings(tx, user);
      await tx
        .update(userSettings)
        .set({
          mainGoal: goal.description,
          completedMainGoals: settings.completedMainGoals.filter((g) => g.id !== goal.id),
          updatedAt: now,
        })
        .where(eq(userSettings.userId, user.id));
    }
    await deps.scorer.enqueueRescore(tx, user.id, { goalIds: [goal.id] });
    return findOwnedGoal(tx, user.id, goalId);
  });
  deps.notifier.publish(user.id, { kind: "goals", ids: [row.id] });
  if (row.type === "main") deps.notifier.publish(user.id, { kind: "settings" });
  return goalFromRow(row);
}
