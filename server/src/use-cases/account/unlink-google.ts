import { and, eq } from "drizzle-orm";
import type { AppDeps, SessionUser } from "../../context";
import { account } from "../../db/auth-schema";
import { AppError } from "../../errors/app-error";
import { googleUnlinkProblem } from "../../auth/account-guards";

/**
 * docs/behaviour/states.md#account-panel-modes unlink-google mode: only with a password to sign in
 * with afterwards.
 */
export async function unlinkGoogle({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
}): Promise<{ ok: true }> {
  if (user.isGuest) throw new AppError("FORBIDDEN", "Sign in to manage your account");
  const accounts = await deps.db
    .select({ id: account.id, providerId: account.providerId, password: account.password })
    .from(account)
    .where(eq(account.userId, user.id));
  const problem = googleUnlinkProblem(accounts);
  if (problem) throw new AppError("VALIDATION", problem);
  await deps.db
    .delete(account)
    .where(and(eq(account.userId, user.id), eq(account.providerId, "google")));
  return { ok: true };
}
