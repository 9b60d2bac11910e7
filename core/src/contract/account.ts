import { z } from "zod";

/** SPEC §7 account info: what the account panel needs to choose its modes. */
export const AccountInfo = z.object({
  email: z.string(),
  hasPassword: z.boolean(),
  google: z.object({ linked: z.boolean(), email: z.string().nullable() }),
  providers: z.array(z.string()),
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
} as const;
