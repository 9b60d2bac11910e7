/**
 * Account texts (docs/behaviour/calls.md#account and docs/behaviour/messages.md#account), without
 * zod: contract/account.ts re-exports them.
 */
export const accountMessages = {
  passwordSet: "Password set successfully!",
  passwordUpdated: "Password updated successfully",
  passwordUpdateFailed: "Failed to update password",
  passwordSetFailed: "Failed to set password",
  emailChangeSent: "Email change confirmation sent! Check your new email address.",
  emailChangeFailed: "Failed to change email",
  emailChangeGoogleLinked: "Email cannot be changed while a Google account is linked",
  passwordAlreadySet: "This account already has a password: change it instead",
  signedOut: "Signed out successfully!",
  deletePasswordRequired: "Enter your password to delete your account",
  deleteNeedsFreshGoogle: "For your safety, sign in with Google again, then delete your account.",
} as const;

/** Two-factor texts (docs/behaviour/calls.md names the flows, not their words). */
export const twoFactorMessages = {
  enabled: "Two-factor authentication is on",
  disabled: "Two-factor authentication is off",
  codeRequired: "Enter a code from your authenticator app or a backup code",
  codeAlreadyUsed: "This code was already used. Wait for the next one in your authenticator app.",
  invalidCode: "Invalid code",
  enableFailed: "Failed to turn on two-factor authentication",
  disableFailed: "Failed to turn off two-factor authentication",
  locked: "Too many wrong codes. Try again in 15 minutes.",
  tooManyTries: "Too many wrong codes for this sign-in. Go back and sign in again.",
  challengeExpired: "This sign-in has expired. Go back and sign in again.",
} as const;
