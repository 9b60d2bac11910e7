import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/open-database";
import type { GoalRow } from "../../db/mappers";
import { userGoals } from "../../db/schema";

/** The user's one active main goal, if any (a partial unique index guarantees at most one). */
export async function findActiveMainGoal(db: Db, userId: string): Promise<GoalRow | undefined> {
  const [row] = await db
    .select()
    .from(userGoals)
    .where(
      and(
        eq(userGoals.userId, userId),
        eq(userGoals.type, "main"),
        eq(userGoals.status, "active"),
        isNull(userGoals.deletedAt),
      ),
    );
  return row;
}
