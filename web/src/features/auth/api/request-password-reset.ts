import { authErrorText } from "../../../lib/auth-error-text";
import { loadAuthClient } from "../../../lib/auth-client";

/** 'Forgot password?': asks better-auth to mail a link to /reset-password. */
export async function requestPasswordReset(email: string) {
  const result = await (
    await loadAuthClient()
  ).requestPasswordReset({
    email: email.trim(),
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (result.error)
    throw new Error(authErrorText(result.error, "Failed to send the link. Please try again."));
}
