import { z } from "zod";
import { ACCESS_TOKEN_NAME_MAX, ACCESS_TOKENS_MAX } from "./access-token-limits";

export { ACCESS_TOKEN_PREFIX, ACCESS_TOKENS_MAX } from "./access-token-limits";

/** Texts of the access-token and calendar doors; use these constants, never retype them. */
export const accessTokenMessages = {
  nameEmpty: "Give the token a name",
  nameLong: `Token names are at most ${ACCESS_TOKEN_NAME_MAX} characters`,
  tooMany: `You can keep at most ${ACCESS_TOKENS_MAX} access tokens. Revoke one to create another.`,
  signedInOnly: "Sign in to create access tokens",
  /** a missing, malformed, unknown or revoked bearer token */
  invalid: "Invalid or revoked access token",
  /** a read-only token asked to change something */
  readOnly: "This access token can only read. Create a read and write token to make changes.",
  /** a bearer token on an endpoint tokens never open (account, tokens, billing, auth, …) */
  notForTokens: "Access tokens cannot be used here. Sign in to Firstly instead.",
  calendarSignedInOnly: "Sign in to subscribe to your calendar",
} as const;

export const AccessTokenScope = z.enum(["read", "write"]);
export type AccessTokenScope = z.infer<typeof AccessTokenScope>;

export const CreateAccessTokenInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, accessTokenMessages.nameEmpty)
    .max(ACCESS_TOKEN_NAME_MAX, accessTokenMessages.nameLong),
  scope: AccessTokenScope,
});
export type CreateAccessTokenInput = z.input<typeof CreateAccessTokenInput>;

/** A token as listed: never the secret, only its first characters to tell tokens apart. */
export const AccessToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: AccessTokenScope,
  /** `fst_` and the secret's first four characters */
  hint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof AccessToken>;

export const AccessTokenList = z.object({ tokens: z.array(AccessToken) });

/** The answer to creating a token: the only time the whole secret is shown. */
export const CreatedAccessToken = AccessToken.extend({ token: z.string() });
export type CreatedAccessToken = z.infer<typeof CreatedAccessToken>;

/**
 * Settings → Calendar. The feed's secret is kept hashed, so its address is shown only when it is
 * made (`url`); afterwards only whether a feed exists and since when.
 */
export const CalendarFeed = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** `webcal://…/cal/<secret>.ics`, present only in the answer that made it */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;
