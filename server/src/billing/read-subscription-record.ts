import { eq } from "drizzle-orm";
import type { Db } from "../db/open-database";
import { subscriptionStatus } from "../db/schema";
import type { SubscriptionRecord, SubscriptionStatusCache } from "./status-cache";

export interface ReadSubscriptionRecordOptions {
  /** the caller's connection or transaction (PGlite runs one transaction at a time) */
  db: Db;
  userId: string;
  /** the 5-minute cache; without it the row is read every time */
  cache?: SubscriptionStatusCache | null;
  onError?: (error: unknown) => void;
}

/**
 * The person's subscription record, through the cache. docs/behaviour/states.md#subscription: a
 * failure to check the status is treated as not Pro, so a failed read answers null (and is not
 * kept).
 */
export async function readSubscriptionRecord({
  db,
  userId,
  cache,
  onError,
}: ReadSubscriptionRecordOptions): Promise<SubscriptionRecord | null> {
  const kept = cache?.get(userId);
  if (kept !== undefined) return kept;
  try {
    const [row] = await db
      .select({
        status: subscriptionStatus.subscriptionStatus,
        currentPeriodEnd: subscriptionStatus.currentPeriodEnd,
        trialEnd: subscriptionStatus.trialEnd,
        subscriptionId: subscriptionStatus.subscriptionId,
      })
      .from(subscriptionStatus)
      .where(eq(subscriptionStatus.userId, userId));
    const record = row ?? null;
    cache?.set(userId, record);
    return record;
  } catch (error) {
    onError?.(error);
    return null;
  }
}
