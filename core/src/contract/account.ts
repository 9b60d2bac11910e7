import { z } from "zod";

/** SPEC §7 account info: what the account panel needs to choose its modes. */
export const AccountInfo = z.object({
  email: z.string(),
  hasPassword: z.boolean(),
  google: z.object({ linked: z.boolean(), email: z.string().nullable() }),
  providers: z.array(z.string()),
  /** an authenticator app is required at sign-in */
  twoFactorEnabled: z.boolean(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

/** SPEC §5 settings password rules. */
export const SetPasswordInput = z.object({
  newPassword: z
    .string()
    .min(6, "Password must be at least 6 characters")
    .max(128, "Password must be at most 128 characters"),
});
export type SetPasswordInput = z.input<typeof SetPasswordInput>;

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

/** Two-factor texts (SPEC §7 names the flows, not their words). */
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
