import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/open-database";
import { userGoals } from "../../db/schema";

/** The ids of this user's active goals (main and subtasks). */
export async function activeGoalIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: userGoals.id })
    .from(userGoals)
    .where(
      and(
        eq(userGoals.userId, userId),
        eq(userGoals.status, "active"),
        isNull(userGoals.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
