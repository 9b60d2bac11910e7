import { accountMessages } from "@firstly/core/contract/account";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../auth/common-passwords";

/**
 * docs/behaviour/states.md#account-panel-modes set-password mode: a Google-only account gets a
 * password (better-auth's setPassword, which refuses an account that already has one). Guests
 * cannot.
 */
export async function setPassword({
  deps,
  user,
  headers,
  newPassword,
}: {
  deps: Pick<AppDeps, "auth">;
  user: SessionUser;
  headers: Headers;
  newPassword: string;
}): Promise<{ ok: true }> {
  if (user.isGuest) throw new AppError("FORBIDDEN", "Sign in to manage your account");
  if (isCommonPassword(newPassword)) throw new AppError("VALIDATION", COMMON_PASSWORD_MESSAGE);
  try {
    await deps.auth.api.setPassword({ body: { newPassword }, headers });
  } catch (error) {
    const message = (error as { body?: { message?: string } }).body?.message ?? "";
    if (/already/i.test(message))
      throw new AppError("CONFLICT", accountMessages.passwordAlreadySet);
    throw new AppError("BAD_REQUEST", accountMessages.passwordSetFailed);
  }
  return { ok: true };
}
