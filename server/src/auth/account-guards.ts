import { eq } from "drizzle-orm";
import { accountMessages } from "@firstly/core/contract/account";
import type { AppDeps } from "../context";
import { account } from "../db/auth-schema";

/**
 * SPEC §5 account rules better-auth does not know, checked before it runs. Returns the message to
 * refuse with, or null. `fields` is the parsed JSON body.
 */
export async function accountRuleProblem(
  deps: Pick<AppDeps, "auth" | "db">,
  path: string,
  headers: Headers,
  fields: Record<string, unknown>,
): Promise<string | null> {
  const guarded =
    path === "/api/auth/change-email" ||
    (path === "/api/auth/unlink-account" && fields.providerId === "google");
  if (!guarded) return null;
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null; // better-auth answers 401 itself
  const accounts = await deps.db
    .select({ providerId: account.providerId, password: account.password })
    .from(account)
    .where(eq(account.userId, session.user.id));
  const hasGoogle = accounts.some((a) => a.providerId === "google");
  const hasPassword = accounts.some((a) => a.providerId === "credential" && a.password);
  if (path === "/api/auth/change-email") {
    return hasGoogle ? accountMessages.emailChangeGoogleLinked : null;
  }
  if (!hasGoogle) return "No Google account linked to this user";
  if (!hasPassword) return "Cannot unlink Google account without setting a password first";
  return null;
}
