import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database";
import type { GoalRow } from "../../db/mappers";
import { userGoals } from "../../db/schema";
import { AppError } from "../../errors/app-error";

/**
 * Idempotent create: the goal already stored under a client-chosen id (a retry), or undefined
 * when the id is free. An id that belongs to another user is 404, never their data.
 */
export async function findExistingGoal(
  db: Db,
  userId: string,
  goalId: string | undefined,
): Promise<GoalRow | undefined> {
  if (!goalId) return undefined;
  const [row] = await db.select().from(userGoals).where(eq(userGoals.id, goalId));
  if (row && row.userId !== userId) throw new AppError("NOT_FOUND");
  return row;
}
