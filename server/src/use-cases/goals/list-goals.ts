import { and, asc, eq, isNull } from "drizzle-orm";
import type { Goal } from "@firstly/core/contract/goal";
import type { AppDeps, SessionUser } from "../../context";
import { goalFromRow } from "../../db/mappers";
import { userGoals } from "../../db/schema";

export interface ListGoalsOptions {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
}

/** GET /api/goals: every live goal of this user, active and completed, oldest first. */
export async function listGoals({ deps, user }: ListGoalsOptions): Promise<{ goals: Goal[] }> {
  const rows = await deps.db
    .select()
    .from(userGoals)
    .where(and(eq(userGoals.userId, user.id), isNull(userGoals.deletedAt)))
    .orderBy(asc(userGoals.createdAt), asc(userGoals.id));
  return { goals: rows.map(goalFromRow) };
}
