import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/open-database";
import { rateLimit } from "../db/schema";

/** Sign-in attempts per account (whatever address they come from) per window. */
export const ACCOUNT_SIGN_IN_MAX = 10;
export const ACCOUNT_SIGN_IN_WINDOW_MS = 10 * 60_000;

/**
 * Counts a sign-in attempt against the account it names, next to better-auth's per-IP limit, so a
 * guesser spreading attempts over many addresses still meets a wall. The counter is a row in the
 * shared rate_limit table (keyed by a hash of the address, never the address itself), so it holds
 * across instances. Returns false once the account's attempts in the window are used up.
 */
export async function takeAccountSignInAttempt(db: Db, email: string, now: number) {
  const key = `account-sign-in:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
  const windowStart = now - ACCOUNT_SIGN_IN_WINDOW_MS;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (row?.count ?? 1) <= ACCOUNT_SIGN_IN_MAX;
}
