import { and, count, eq, isNull } from "drizzle-orm";
import { itemLimit, monthlyLimitMessage } from "@firstly/core/domain/limits";
import { AppError } from "../../http/app-error";
import { countUsedItems, loadPlan } from "../usage/count-used-items";
import { lockUserItems } from "../usage/lock-user-items";
import type { Db } from "../../db/open-database";
import { jobs, mediaObjects, userGoals, userSettings, userTasks } from "../../db/schema";
import { IMAGE_JOB } from "../images/request-image";
import type { Notifier } from "../../realtime/notifier";
import type { Scorer } from "../../scoring/scorer";
import { inPersonTransaction } from "../../db/person-lock";

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

/** SPEC §4: rescoring follows 2 s after the migrated data reloads. */
export const RESCORE_AFTER_MIGRATION_MS = 2_000;

/**
 * SPEC §4 guest → signed-in migration, in one transaction: tasks re-owned and marked
 * authenticated; if the account already has an active main goal the guest's active main goal
 * arrives completed, otherwise all goals move as they are; guest settings are dropped when the
 * account has settings, else moved; then a rescore is scheduled 2 s later. If anything fails the
 * transaction rolls back and the guest's data stays where it was, ready for a retry.
 */
export async function migrateGuestData(options: MigrateGuestDataOptions): Promise<void> {
  const { db, guestUserId, userId, now, freeMonthly } = options;
  if (guestUserId === userId) return;
  await inPersonTransaction(db, [guestUserId, userId], async (tx) => {
    await assertMigrationFits(tx, guestUserId, userId, now, freeMonthly);
    await tx
      .update(userTasks)
      .set({ userId, authenticated: true, updatedAt: now })
      .where(eq(userTasks.userId, guestUserId));
    // the guest's pictures move with the tasks and goals that show them, and so do pending ones
    await tx.update(mediaObjects).set({ userId }).where(eq(mediaObjects.userId, guestUserId));
    await tx
      .update(jobs)
      .set({ userId })
      .where(and(eq(jobs.userId, guestUserId), eq(jobs.kind, IMAGE_JOB)));

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
      await tx
        .update(userGoals)
        .set({ status: "completed", completedAt: now, updatedAt: now })
        .where(
          and(
            eq(userGoals.userId, guestUserId),
            eq(userGoals.type, "main"),
            eq(userGoals.status, "active"),
          ),
        );
    }
    await tx
      .update(userGoals)
      .set({ userId, authenticated: true, updatedAt: now })
      .where(eq(userGoals.userId, guestUserId));

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
    await options.scorer.enqueueRescore(tx, userId, { delayMs: RESCORE_AFTER_MIGRATION_MS });
  });
  options.notifier.publish(userId, { kind: "tasks" });
  options.notifier.publish(userId, { kind: "goals" });
  options.notifier.publish(userId, { kind: "settings" });
}

/**
 * Migrated items count toward the account's month: a free account at 25/25 cannot take in a
 * guest's 5 thoughts and end at 30/25. Refused migrations throw LIMIT_REACHED before anything
 * moves, so the guest's data stays for a retry (e.g. after upgrading).
 */
async function assertMigrationFits(
  tx: Db,
  guestUserId: string,
  userId: string,
  now: Date,
  freeMonthly: number | null,
) {
  await lockUserItems(tx, userId);
  const account = { id: userId, email: null, name: null, isGuest: false };
  const { plan } = await loadPlan({ db: tx, user: account, now });
  const limit = itemLimit(plan, freeMonthly);
  if (limit === null) return;
  const [tasks] = await tx
    .select({ n: count() })
    .from(userTasks)
    .where(eq(userTasks.userId, guestUserId));
  const [goals] = await tx
    .select({ n: count() })
    .from(userGoals)
    .where(eq(userGoals.userId, guestUserId));
  const incoming = (tasks?.n ?? 0) + (goals?.n ?? 0);
  if (incoming === 0) return;
  const used = await countUsedItems({ db: tx, user: account, now });
  if (used + incoming > limit) {
    throw new AppError("LIMIT_REACHED", monthlyLimitMessage(used, limit));
  }
}
