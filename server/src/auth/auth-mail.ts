import type { Mailer } from "../mail/mailer";

/** SPEC §7 password recovery: a reset link lives 30 minutes and works once. */
export const RESET_LINK_TTL_S = 30 * 60;

/** Where a reset link opens: the app's own screen, which posts the token back with a new password. */
export function resetPasswordUrl(appOrigin: string, token: string): string {
  return `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
}

export function resetPasswordMail(to: string, url: string) {
  return {
    to,
    subject: "Reset your Firstly password",
    text: [
      "Someone asked to reset the password of the Firstly account for this address.",
      "",
      "To choose a new password, open this link within 30 minutes:",
      url,
      "",
      "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
      "After the reset, every device signed in to your account is signed out.",
    ].join("\n"),
  };
}

export function changeEmailMail(to: string, url: string) {
  return {
    to,
    subject: "Confirm your new email address for Firstly",
    text: [
      "Your Firstly account asked to use this address from now on.",
      "",
      "To confirm, open this link:",
      url,
      "",
      "Until you do, your account keeps its old address. If you did not ask for this, ignore this mail.",
    ].join("\n"),
  };
}

/** Sends a mail without letting a mail failure change the answer (no account enumeration). */
export async function sendQuietly(
  mailer: Mailer,
  mail: Parameters<Mailer["send"]>[0],
  onError: (e: unknown) => void,
) {
  try {
    await mailer.send(mail);
  } catch (error) {
    onError(error);
  }
}
