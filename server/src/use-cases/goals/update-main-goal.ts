import { eq } from "drizzle-orm";
import { messages } from "@firstly/core/contract/errors";
import type { Goal } from "@firstly/core/contract/goal";
import { goalName } from "@firstly/core/domain/goal-name";
import type { AppDeps, SessionUser } from "../../context";
import { goalFromRow } from "../../db/mappers";
import { userGoals, userSettings } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { clearGoalAssessments } from "../../scoring/assessments";
import { ensureSettings } from "../settings/ensure-settings";
import { findActiveMainGoal } from "./find-active-main-goal";
import { findOwnedGoal } from "./find-owned-goal";
import { inPersonTransaction } from "../../db/person-lock";

export interface UpdateMainGoalOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "scorer" | "now">;
  user: SessionUser;
  input: { description: string };
}

/**
 * PATCH /api/goals/main: changes the active main goal's text, clears its scores and rescores all
 * tasks against it. Without an active main goal: 404 'No existing main goal found to update'.
 */
export async function updateMainGoal({ deps, user, input }: UpdateMainGoalOptions): Promise<Goal> {
  const now = deps.now();
  const row = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const active = await findActiveMainGoal(tx, user.id);
    if (!active) throw new AppError("NOT_FOUND", messages.noMainGoalToUpdate);
    await tx
      .update(userGoals)
      .set({ description: input.description, name: goalName(input.description), updatedAt: now })
      .where(eq(userGoals.id, active.id));
    await clearGoalAssessments(tx, user.id, active.id);
    await ensureSettings(tx, user);
    await tx
      .update(userSettings)
      .set({ mainGoal: input.description, updatedAt: now })
      .where(eq(userSettings.userId, user.id));
    await deps.scorer.scoreNow(tx, user.id, { goalIds: [active.id] });
    return findOwnedGoal(tx, user.id, active.id);
  });
  deps.notifier.publish(user.id, { kind: "goals", ids: [row.id] });
  deps.notifier.publish(user.id, { kind: "scores" });
  deps.notifier.publish(user.id, { kind: "settings" });
  return goalFromRow(row);
}
