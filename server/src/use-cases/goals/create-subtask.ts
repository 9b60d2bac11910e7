import { queueFirstImage } from "../images/queue-first-image";
import { randomUUID } from "node:crypto";
import type { Goal } from "@firstly/core/contract/goal";
import { goalName } from "@firstly/core/domain/goal-name";
import type { AppDeps, SessionUser } from "../../context";
import { goalFromRow } from "../../db/mappers";
import { userGoals } from "../../db/schema";
import { assertCanCreateItem } from "../usage/assert-can-create-item";
import { findExistingGoal } from "./find-existing-goal";
import { findOwnedGoal } from "./find-owned-goal";
import { inPersonTransaction } from "../../db/person-lock";

export interface CreateSubtaskOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "scorer" | "now" | "billing" | "images">;
  user: SessionUser;
  /** description is already trimmed and non-empty (contract) */
  input: { id?: string | undefined; description: string };
}

/** POST /api/goals/subtasks: limit-checked insert, scored against every task; idempotent on id. */
export async function createSubtask({ deps, user, input }: CreateSubtaskOptions): Promise<Goal> {
  const now = deps.now();
  const { row, isNew } = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const existing = await findExistingGoal(tx, user.id, input.id);
    if (existing) return { row: existing, isNew: false };
    await assertCanCreateItem({
      tx,
      user,
      now,
      kind: "subtask",
      freeMonthly: deps.billing.freeMonthlyLimit,
    });
    const id = input.id ?? randomUUID();
    await tx.insert(userGoals).values({
      id,
      userId: user.id,
      name: goalName(input.description),
      description: input.description,
      type: "subtask",
      status: "active",
      authenticated: !user.isGuest,
      createdAt: now,
      updatedAt: now,
    });
    await deps.scorer.scoreNow(tx, user.id, { goalIds: [id] });
    await queueFirstImage(tx, deps.images, { userId: user.id, target: "goal", id });
    return { row: await findOwnedGoal(tx, user.id, id), isNew: true };
  });
  if (isNew) {
    deps.notifier.publish(user.id, { kind: "goals", ids: [row.id] });
    deps.notifier.publish(user.id, { kind: "scores" });
  }
  return goalFromRow(row);
}
