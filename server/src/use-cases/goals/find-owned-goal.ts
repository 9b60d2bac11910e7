import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/open-database";
import type { GoalRow } from "../../db/mappers";
import { userGoals } from "../../db/schema";
import { AppError } from "../../errors/app-error";

/** A goal of this user, or 404: another user's id looks exactly like a missing one. */
export async function findOwnedGoal(db: Db, userId: string, goalId: string): Promise<GoalRow> {
  const [row] = await db
    .select()
    .from(userGoals)
    .where(
      and(eq(userGoals.id, goalId), eq(userGoals.userId, userId), isNull(userGoals.deletedAt)),
    );
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}
