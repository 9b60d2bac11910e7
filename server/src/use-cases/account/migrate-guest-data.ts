import { and, eq, inArray, isNull } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { itemLimit, startOfMonth } from "@firstly/core/domain/limits";
import { countUsedItems, loadPlan } from "../usage/count-used-items";
import { lockUserItems } from "../usage/lock-user-items";
import type { Db } from "../../db/open-database";
import {
  guestArrivals,
  jobs,
  mediaObjects,
  user as users,
  userGoals,
  userSettings,
  userTasks,
} from "../../db/schema";
import type { Notifier } from "../../realtime/notifier";
import type { Scorer } from "../../scoring/scorer";
import { inPersonTransaction } from "../../db/person-lock";
import type { JobKind } from "../../db/job-payloads";

export interface MigrateGuestDataOptions {
  db: Db;
  scorer: Scorer;
  notifier: Notifier;
  guestUserId: string;
  userId: string;
  now: Date;
  /** a free account's monthly items (deps.billing.freeMonthlyLimit); null = none */
  freeMonthly: number | null;
}

export interface GuestMigrationResult {
  /** tasks and goals that moved into the account */
  moved: number;
  /** the guest's tasks and goals (not deleted) still waiting for room in the account's month */
  waiting: number;
  /** the guest's main goal that arrived completed because the account already had one */
  completedGoalId: string | null;
}

/**
 * docs/behaviour/states.md#scoring-and-rescoring: rescoring follows 2 s after the migrated data
 * reloads.
 */
export const RESCORE_AFTER_MIGRATION_MS = 2_000;

/**
 * docs/behaviour/states.md#guest-migration guest → signed-in migration, in one transaction: tasks
 * re-owned and marked authenticated; if the account already has an active main goal the guest's
 * active main goal arrives completed, otherwise goals move as they are; guest settings are dropped
 * when the account has settings, else moved; then a rescore is scheduled 2 s later.
 *
 * Moved items count toward the account's month, and no sign-in ends above the limit (issue 25):
 * what fits moves (goals first, then thoughts oldest first), the rest stays with the guest and a
 * `guest_arrivals` row says it waits, so the person can move it when room frees up (next month,
 * or Pro). When nothing of the guest is left to wait for, the guest is deleted. If anything fails
 * the transaction rolls back and the guest's data stays where it was, ready for a retry.
 */
export async function migrateGuestData(
  options: MigrateGuestDataOptions,
): Promise<GuestMigrationResult> {
  const { db, guestUserId, userId, now, freeMonthly } = options;
  if (guestUserId === userId) return { moved: 0, waiting: 0, completedGoalId: null };
  const result = await inPersonTransaction(db, [guestUserId, userId], async (tx) => {
    await lockUserItems(tx, userId);
    const pick = await pickWhatFits(tx, guestUserId, userId, now, freeMonthly);
    if (pick.taskIds.length > 0) {
      await tx
        .update(userTasks)
        .set({ userId, authenticated: true, updatedAt: now })
        .where(and(eq(userTasks.userId, guestUserId), inArray(userTasks.id, pick.taskIds)));
    }
    // the guest's pictures move with the first arrival (and pending ones), so a thought that moves
    // later still shows its picture to its new owner
    await tx.update(mediaObjects).set({ userId }).where(eq(mediaObjects.userId, guestUserId));
    await tx
      .update(jobs)
      .set({ userId })
      .where(and(eq(jobs.userId, guestUserId), eq(jobs.kind, "generate-image" satisfies JobKind)));

    const completedGoalId = await moveGoals(tx, guestUserId, userId, pick.goalIds, now);

    const [accountSettings] = await tx
      .select({ userId: userSettings.userId })
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    if (accountSettings) {
      await tx.delete(userSettings).where(eq(userSettings.userId, guestUserId));
    } else {
      await tx
        .update(userSettings)
        .set({ userId, authenticated: true, updatedAt: now })
        .where(eq(userSettings.userId, guestUserId));
    }

    const waiting = await countLiveItems(tx, guestUserId);
    await recordArrival(tx, { userId, guestUserId, waiting, completedGoalId });
    // nothing of the guest waits any more: the guest (its session, its deleted rows) goes
    if (waiting === 0) await tx.delete(users).where(eq(users.id, guestUserId));
    const moved = pick.taskIds.length + pick.goalIds.length;
    if (moved > 0) {
      await options.scorer.enqueueRescore(tx, userId, { delayMs: RESCORE_AFTER_MIGRATION_MS });
    }
    return { moved, waiting, completedGoalId };
  });
  options.notifier.publish(userId, { kind: "tasks" });
  options.notifier.publish(userId, { kind: "goals" });
  options.notifier.publish(userId, { kind: "settings" });
  return result;
}

/** Moves the picked goals; returns the guest main goal that arrived completed, if any. */
async function moveGoals(
  tx: Db,
  guestUserId: string,
  userId: string,
  goalIds: string[],
  now: Date,
): Promise<string | null> {
  if (goalIds.length === 0) return null;
  let completedGoalId: string | null = null;
  const [accountMain] = await tx
    .select({ id: userGoals.id })
    .from(userGoals)
    .where(
      and(
        eq(userGoals.userId, userId),
        eq(userGoals.type, "main"),
        eq(userGoals.status, "active"),
        isNull(userGoals.deletedAt),
      ),
    );
  if (accountMain) {
    const completed = await tx
      .update(userGoals)
      .set({ status: "completed", completedAt: now, updatedAt: now })
      .where(
        and(
          eq(userGoals.userId, guestUserId),
          inArray(userGoals.id, goalIds),
          eq(userGoals.type, "main"),
          eq(userGoals.status, "active"),
          isNull(userGoals.deletedAt),
        ),
      )
      .returning({ id: userGoals.id });
    completedGoalId = completed[0]?.id ?? null;
  }
  await tx
    .update(userGoals)
    .set({ userId, authenticated: true, updatedAt: now })
    .where(and(eq(userGoals.userId, guestUserId), inArray(userGoals.id, goalIds)));
  return completedGoalId;
}

/**
 * The guest's items that fit the account's month: goals first (the main goal before subtasks),
 * then thoughts oldest first, then deleted rows (they count toward the month like any other). An
 * item made before this month costs nothing, so it always moves. Pro: everything moves.
 */
async function pickWhatFits(
  tx: Db,
  guestUserId: string,
  userId: string,
  now: Date,
  freeMonthly: number | null,
) {
  const goals = await tx
    .select({
      id: userGoals.id,
      type: userGoals.type,
      createdAt: userGoals.createdAt,
      deletedAt: userGoals.deletedAt,
    })
    .from(userGoals)
    .where(eq(userGoals.userId, guestUserId));
  const tasks = await tx
    .select({ id: userTasks.id, createdAt: userTasks.createdAt, deletedAt: userTasks.deletedAt })
    .from(userTasks)
    .where(eq(userTasks.userId, guestUserId));
  const byAge = (a: { createdAt: Date }, b: { createdAt: Date }) =>
    a.createdAt.getTime() - b.createdAt.getTime();
  const live = <T extends { deletedAt: Date | null }>(rows: T[]) =>
    rows.filter((r) => !r.deletedAt);
  const dead = <T extends { deletedAt: Date | null }>(rows: T[]) => rows.filter((r) => r.deletedAt);
  const mainFirst = (a: { type: string }, b: { type: string }) =>
    (a.type === "main" ? 0 : 1) - (b.type === "main" ? 0 : 1);
  const ordered = [
    ...live(goals)
      .sort(byAge)
      .sort(mainFirst)
      .map((g) => ({ kind: "goal" as const, ...g })),
    ...live(tasks)
      .sort(byAge)
      .map((t) => ({ kind: "task" as const, ...t })),
    ...dead(goals).map((g) => ({ kind: "goal" as const, ...g })),
    ...dead(tasks).map((t) => ({ kind: "task" as const, ...t })),
  ];
  const account = { id: userId, email: null, name: null, isGuest: false };
  const limit = itemLimit((await loadPlan({ db: tx, user: account, now })).plan, freeMonthly);
  let room =
    limit === null ? Infinity : limit - (await countUsedItems({ db: tx, user: account, now }));
  const monthStart = startOfMonth(now).getTime();
  const taskIds: string[] = [];
  const goalIds: string[] = [];
  for (const item of ordered) {
    const cost = item.createdAt.getTime() >= monthStart ? 1 : 0;
    if (cost > room) continue;
    room -= cost;
    (item.kind === "goal" ? goalIds : taskIds).push(item.id);
  }
  return { taskIds, goalIds };
}

/** The guest's tasks and goals that are not deleted. */
export async function countLiveItems(tx: Db, guestUserId: string): Promise<number> {
  const tasks = await tx
    .select({ id: userTasks.id })
    .from(userTasks)
    .where(and(eq(userTasks.userId, guestUserId), isNull(userTasks.deletedAt)));
  const goals = await tx
    .select({ id: userGoals.id })
    .from(userGoals)
    .where(and(eq(userGoals.userId, guestUserId), isNull(userGoals.deletedAt)));
  return tasks.length + goals.length;
}

/** One row per guest whose sign-in left something to tell; an earlier unseen notice is kept. */
async function recordArrival(
  tx: Db,
  arrival: { userId: string; guestUserId: string; waiting: number; completedGoalId: string | null },
) {
  const [previous] = await tx
    .delete(guestArrivals)
    .where(eq(guestArrivals.guestUserId, arrival.guestUserId))
    .returning({ completedGoalId: guestArrivals.completedGoalId });
  const completedGoalId = arrival.completedGoalId ?? previous?.completedGoalId ?? null;
  if (arrival.waiting === 0 && !completedGoalId) return;
  await tx.insert(guestArrivals).values({
    id: randomUUID(),
    userId: arrival.userId,
    guestUserId: arrival.waiting > 0 ? arrival.guestUserId : null,
    completedGoalId,
  });
}
