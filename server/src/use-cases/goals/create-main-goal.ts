import { queueFirstImage } from "../images/queue-first-image";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Goal } from "@firstly/core/contract/goal";
import { goalName } from "@firstly/core/domain/goal-name";
import type { AppDeps, SessionUser } from "../../context";
import { goalFromRow } from "../../db/mappers";
import { userGoals, userSettings } from "../../db/schema";
import { ensureSettings } from "../settings/ensure-settings";
import { assertCanCreateItem } from "../usage/assert-can-create-item";
import { findActiveMainGoal } from "./find-active-main-goal";
import { findExistingGoal } from "./find-existing-goal";
import { findOwnedGoal } from "./find-owned-goal";
import { retireMainGoal } from "./retire-main-goal";

export interface CreateMainGoalOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "scorer" | "now" | "billing" | "images">;
  user: SessionUser;
  /** description is already trimmed and length-checked by the contract */
  input: { id?: string | undefined; description: string };
}

/**
 * POST /api/goals/main, in one transaction: completes the active main goal (its scores leave
 * every task), inserts the new one, points settings at it and scores all tasks against it with
 * the built-in engine (the model follows in the background). A retry with the same id returns
 * the goal already created.
 */
export async function createMainGoal({ deps, user, input }: CreateMainGoalOptions): Promise<Goal> {
  const now = deps.now();
  const { row, isNew } = await deps.db.transaction(async (tx) => {
    const existing = await findExistingGoal(tx, user.id, input.id);
    if (existing) return { row: existing, isNew: false };
    await assertCanCreateItem({
      tx,
      user,
      now,
      kind: "main",
      freeMonthly: deps.billing.freeMonthlyLimit,
    });
    const active = await findActiveMainGoal(tx, user.id);
    if (active) await retireMainGoal(tx, user, active, now);
    const id = input.id ?? randomUUID();
    await tx.insert(userGoals).values({
      id,
      userId: user.id,
      name: goalName(input.description),
      description: input.description,
      type: "main",
      status: "active",
      authenticated: !user.isGuest,
      createdAt: now,
      updatedAt: now,
    });
    await ensureSettings(tx, user);
    await tx
      .update(userSettings)
      .set({ mainGoal: input.description, updatedAt: now })
      .where(eq(userSettings.userId, user.id));
    await deps.scorer.scoreNow(tx, user.id, { goalIds: [id] });
    await queueFirstImage(tx, deps.images, { userId: user.id, target: "goal", id });
    return { row: await findOwnedGoal(tx, user.id, id), isNew: true };
  });
  if (isNew) {
    deps.notifier.publish(user.id, { kind: "goals", ids: [row.id] });
    deps.notifier.publish(user.id, { kind: "scores" });
    deps.notifier.publish(user.id, { kind: "settings" });
  }
  return goalFromRow(row);
}
