import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { itemLimit } from "@firstly/core/domain/limits";
import type { GuestArrival } from "@firstly/core/contract/guest-arrival";
import type { AppDeps, SessionUser } from "../../context";
import { guestArrivals, user as users, userGoals } from "../../db/schema";
import { countUsedItems, loadPlan } from "../usage/count-used-items";
import { countLiveItems } from "./migrate-guest-data";

/**
 * What the person's sign-ins from a guest's browser left to tell them (issue 25): how many of the
 * guest's thoughts wait for room, how much room this month has, and the guest main goal that
 * arrived completed (until they have been told). Only the person's own rows are read.
 */
export async function guestArrival({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db" | "now" | "billing">;
  user: SessionUser;
}): Promise<GuestArrival> {
  if (user.isGuest) return { waiting: 0, room: null, completedGoal: null };
  const rows = await deps.db
    .select({
      guestUserId: guestArrivals.guestUserId,
      completedGoalId: guestArrivals.completedGoalId,
    })
    .from(guestArrivals)
    .where(eq(guestArrivals.userId, user.id));
  if (rows.length === 0) return { waiting: 0, room: null, completedGoal: null };
  let waiting = 0;
  for (const row of rows) {
    if (row.guestUserId) waiting += await countLiveItems(deps.db, row.guestUserId);
  }
  const goalIds = rows.flatMap((r) => (r.completedGoalId ? [r.completedGoalId] : []));
  const [goal] =
    goalIds.length > 0
      ? await deps.db
          .select({ id: userGoals.id, description: userGoals.description })
          .from(userGoals)
          .where(
            and(
              eq(userGoals.userId, user.id),
              inArray(userGoals.id, goalIds),
              eq(userGoals.status, "completed"),
              isNull(userGoals.deletedAt),
            ),
          )
      : [];
  if (waiting === 0) return { waiting, room: null, completedGoal: goal ?? null };
  const now = deps.now();
  const limit = itemLimit(
    (await loadPlan({ db: deps.db, user, now })).plan,
    deps.billing.freeMonthlyLimit,
  );
  const room =
    limit === null ? null : Math.max(0, limit - (await countUsedItems({ db: deps.db, user, now })));
  return { waiting, room, completedGoal: goal ?? null };
}

/** The person's arrival rows that still name a waiting guest. */
export async function waitingGuestIds(deps: Pick<AppDeps, "db">, userId: string) {
  const rows = await deps.db
    .select({ guestUserId: guestArrivals.guestUserId })
    .from(guestArrivals)
    .where(and(eq(guestArrivals.userId, userId), isNotNull(guestArrivals.guestUserId)));
  return rows.flatMap((r) => (r.guestUserId ? [r.guestUserId] : []));
}

/**
 * Deleting the account deletes the guest thoughts still waiting to join it: they belong to the
 * person, and nobody else can reach them.
 */
export async function deleteWaitingGuests(deps: Pick<AppDeps, "db">, userId: string) {
  const ids = await waitingGuestIds(deps, userId);
  if (ids.length === 0) return;
  await deps.db.delete(users).where(and(inArray(users.id, ids), eq(users.isAnonymous, true)));
}
