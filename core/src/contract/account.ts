import { z } from "zod";

/**
 * docs/behaviour/calls.md#account account info: what the account panel needs to choose its modes.
 */
export const AccountInfo = z.object({
  email: z.string(),
  hasPassword: z.boolean(),
  google: z.object({ linked: z.boolean(), email: z.string().nullable() }),
  providers: z.array(z.string()),
  /** an authenticator app is required at sign-in */
  twoFactorEnabled: z.boolean(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

/** docs/behaviour/validation.md#account-changes settings password rules. */
export const SetPasswordInput = z.object({
  newPassword: z
    .string()
    .min(6, "Password must be at least 6 characters")
    .max(128, "Password must be at most 128 characters"),
});
export type SetPasswordInput = z.input<typeof SetPasswordInput>;

// texts live in a zod-free module so screens can import them without the schemas
export { accountMessages, twoFactorMessages } from "./account-messages";
