import { eq } from "drizzle-orm";
import type { AccountInfo } from "@firstly/core/contract/account";
import type { AppDeps, SessionUser } from "../../context";
import { account, user as userTable } from "../../db/auth-schema";
import { AppError } from "../../errors/app-error";

/** The person's sign-in methods. Guests have no account to manage (403). */
export async function accountInfo({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
}): Promise<AccountInfo> {
  if (user.isGuest) throw new AppError("FORBIDDEN", "Sign in to manage your account");
  const [row] = await deps.db
    .select({ email: userTable.email, twoFactorEnabled: userTable.twoFactorEnabled })
    .from(userTable)
    .where(eq(userTable.id, user.id));
  if (!row) throw new AppError("UNAUTHENTICATED");
  const accounts = await deps.db
    .select({
      providerId: account.providerId,
      password: account.password,
      idToken: account.idToken,
    })
    .from(account)
    .where(eq(account.userId, user.id));
  const google = accounts.find((a) => a.providerId === "google");
  return {
    email: row.email,
    hasPassword: accounts.some((a) => a.providerId === "credential" && a.password),
    google: {
      linked: Boolean(google),
      email: google ? (emailFromIdToken(google.idToken) ?? row.email) : null,
    },
    providers: [...new Set(accounts.map((a) => a.providerId))],
    twoFactorEnabled: row.twoFactorEnabled === true,
  };
}

/** The `email` claim of the ID token Google gave at sign-in or linking (already verified then). */
function emailFromIdToken(idToken: string | null): string | null {
  const payload = idToken?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      email?: unknown;
    };
    return typeof claims.email === "string" ? claims.email : null;
  } catch {
    return null;
  }
}
