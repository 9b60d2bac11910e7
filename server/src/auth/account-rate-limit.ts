import { createHash } from "node:crypto";
import type { Db } from "../db/open-database";
import { takeRateLimitSlot } from "../db/rate-limit-window";

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
  return takeRateLimitSlot(db, {
    key,
    max: ACCOUNT_SIGN_IN_MAX,
    windowMs: ACCOUNT_SIGN_IN_WINDOW_MS,
    now,
  });
}
