import { eq } from "drizzle-orm";
import { accountMessages } from "@firstly/core/contract/account";
import type { Db } from "../db/open-database";
import type { Auth } from "./create-auth";
import { account } from "../db/auth-schema";

/**
 * docs/behaviour/validation.md#account-changes account rules better-auth does not know, checked
 * before it runs. Returns the message to refuse with, or null. `fields` is the parsed JSON body.
 */
export async function accountRuleProblem(
  deps: { auth: Auth; db: Db },
  path: string,
  headers: Headers,
  fields: Record<string, unknown>,
): Promise<string | null> {
  const guarded =
    path === "/api/auth/change-email" ||
    path === "/api/auth/unlink-account" ||
    path === "/api/auth/delete-user";
  if (!guarded) return null;
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null; // better-auth answers 401 itself
  const accounts = await deps.db
    .select({ id: account.id, providerId: account.providerId, password: account.password })
    .from(account)
    .where(eq(account.userId, session.user.id));
  if (path === "/api/auth/delete-user") {
    return deletionProblem(accounts, fields.password, session.session.createdAt, Date.now());
  }
  if (path === "/api/auth/change-email") {
    return accounts.some((a) => a.providerId === "google")
      ? accountMessages.emailChangeGoogleLinked
      : null;
  }
  return googleUnlinkProblem(accounts, fields.accountId);
}

/**
 * docs/behaviour/validation.md#account-changes: unlinking Google needs a password to sign in with
 * afterwards. `accountId` is the better-auth account row to unlink (undefined: the person's Google
 * account).
 */
export function googleUnlinkProblem(
  accounts: readonly { id: string; providerId: string; password: string | null }[],
  accountId?: unknown,
): string | null {
  const target =
    accountId === undefined
      ? accounts.find((a) => a.providerId === "google")
      : accounts.find((a) => a.id === accountId);
  if (accountId !== undefined && target && target.providerId !== "google") return null;
  if (!target) return "No Google account linked to this user";
  const hasPassword = accounts.some((a) => a.providerId === "credential" && a.password);
  if (!hasPassword) return "Cannot unlink Google account without setting a password first";
  return null;
}

/** A Google-only person confirms deletion with a Google sign-in at most this old. */
export const FRESH_SIGN_IN_MS = 15 * 60_000;

/**
 * Deleting the account needs the password when there is one (better-auth alone would accept any
 * session under a day old), and otherwise a sign-in of the last 15 minutes: a fresh Google sign-in.
 */
export function deletionProblem(
  accounts: readonly { providerId: string; password: string | null }[],
  password: unknown,
  sessionCreatedAt: Date | string,
  nowMs: number,
): string | null {
  const hasPassword = accounts.some((a) => a.providerId === "credential" && a.password);
  if (hasPassword) {
    return typeof password === "string" && password.length > 0
      ? null
      : accountMessages.deletePasswordRequired;
  }
  const age = nowMs - new Date(sessionCreatedAt).getTime();
  return age <= FRESH_SIGN_IN_MS ? null : accountMessages.deleteNeedsFreshGoogle;
}
