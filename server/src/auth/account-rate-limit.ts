import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/open-database";
import { rateLimit } from "../db/schema";

/** Failed sign-ins per account from unknown browsers (or per known browser) per window. */
export const ACCOUNT_SIGN_IN_MAX = 10;
export const ACCOUNT_SIGN_IN_WINDOW_MS = 10 * 60_000;

export interface SignInAttempt {
  /** the rate_limit row this attempt was counted on (to give it back if it succeeds) */
  key: string;
  allowed: boolean;
  /** when the window ends, so a refused person can be told when to retry */
  retryAfterMs: number;
}

const hash = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Counts a sign-in attempt against the account it names, next to better-auth's per-IP limit, so a
 * guesser spreading attempts over many addresses still meets a wall (decision 0024, amending 0002).
 * A browser that has signed in to this account before (a valid device token for it) counts on an
 * allowance of its own, so strangers filling the account's allowance do not lock the owner out.
 * The attempt is taken before the password is checked (two guesses at once cannot both slip under
 * the limit) and given back when it succeeds: only failures count. Counters are rows of the shared
 * rate_limit table keyed by hashes (never the address itself), so they hold across instances.
 */
export async function takeSignInAttempt(
  db: Db,
  options: { email: string; device: { userId: string; nonce: string } | null; now: number },
): Promise<SignInAttempt> {
  const { now, device } = options;
  const key = device
    ? `device-sign-in:${hash(`${device.userId}:${device.nonce}`)}`
    : `account-sign-in:${hash(options.email.trim().toLowerCase())}`;
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
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const started = Number(row?.lastRequest ?? now);
  return {
    key,
    allowed: count <= ACCOUNT_SIGN_IN_MAX,
    retryAfterMs: Math.max(0, started + ACCOUNT_SIGN_IN_WINDOW_MS - now),
  };
}

/** A sign-in that succeeded (or was never checked) does not count: its attempt is given back. */
export async function giveBackSignInAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(eq(rateLimit.key, key));
}

/** What a person refused by the account limit reads: when to retry, and that a reset works now. */
export function signInLockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const when = minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`;
  return `Too many sign-in attempts for this account. Try again ${when}, or reset your password now with 'Forgot password?': that works right away.`;
}
