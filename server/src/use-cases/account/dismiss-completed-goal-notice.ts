import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps, SessionUser } from "../../context";
import { guestArrivals } from "../../db/schema";

/** The person has been told where their guest main goal went: the notice is not shown again. */
export async function dismissCompletedGoalNotice({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
}): Promise<{ ok: true }> {
  await deps.db
    .update(guestArrivals)
    .set({ completedGoalId: null })
    .where(eq(guestArrivals.userId, user.id));
  // rows with nothing left to tell go
  await deps.db
    .delete(guestArrivals)
    .where(and(eq(guestArrivals.userId, user.id), isNull(guestArrivals.guestUserId)));
  return { ok: true };
}
