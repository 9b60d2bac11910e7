import { useQuery } from "@tanstack/react-query";
import { accountMessages } from "@firstly/core/contract/account-messages";
import { callApi } from "../../lib/api";
import { authErrorText } from "../../lib/auth-error-text";
import { loadAuthClient } from "../../lib/auth-client";
import { queryKeys } from "../../lib/query-keys";
import { forgetSessionPerson } from "../../lib/session-ended";

export const accountQueryKey = queryKeys.account;

/** GET /api/account: email, whether a password exists, Google. Signed-in people only. */
export const useAccountInfo = (enabled: boolean) =>
  useQuery({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => callApi("accountInfo", { signal }),
    enabled,
  });

export async function changePassword(currentPassword: string, newPassword: string) {
  // the server ends the other sessions whatever is sent (docs/behaviour/states.md)
  const result = await (
    await loadAuthClient()
  ).changePassword({
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
  if (result.error)
    throw new Error(authErrorText(result.error, accountMessages.passwordUpdateFailed));
}

export async function setPassword(newPassword: string) {
  await callApi("setPassword", { body: { newPassword } });
}

export async function changeEmail(newEmail: string) {
  const result = await (
    await loadAuthClient()
  ).changeEmail({
    newEmail: newEmail.trim(),
    callbackURL: `${window.location.origin}/settings?email-changed=1`,
  });
  if (result.error) throw new Error(authErrorText(result.error, accountMessages.emailChangeFailed));
}

export async function unlinkGoogle() {
  await callApi("unlinkGoogle");
}

export async function linkGoogle() {
  const result = await (
    await loadAuthClient()
  ).linkSocial({
    provider: "google",
    callbackURL: "/settings?linked=google",
    errorCallbackURL: "/settings?linked=failed",
  });
  if (result.error) throw new Error("Failed to link Google account");
}

export async function resetPassword(token: string, newPassword: string) {
  const result = await (await loadAuthClient()).resetPassword({ token, newPassword });
  if (result.error)
    throw new Error(
      result.error.status === 400
        ? "This link has expired or was already used. Ask for a new one from Sign In."
        : authErrorText(result.error, accountMessages.passwordUpdateFailed),
    );
}

export async function deleteAccount(password: string) {
  // a Google-only account sends no password: the server then wants a recent sign-in
  const result = await (await loadAuthClient()).deleteUser(password ? { password } : {});
  if (result.error) throw new Error(authErrorText(result.error, "Failed to delete your account"));
  forgetSessionPerson(); // gone on purpose: not a session that ended elsewhere
}

/** A fresh Google sign-in for the same person (deleting a Google-only account asks for one). */
export async function reauthenticateWithGoogle() {
  const result = await (
    await loadAuthClient()
  ).signIn.social({
    provider: "google",
    callbackURL: "/settings#settings-delete-account",
    errorCallbackURL: "/settings?linked=failed",
  });
  if (result.error) throw new Error("Failed to sign in with Google");
}
