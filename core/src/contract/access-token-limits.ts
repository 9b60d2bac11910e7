// Apart from the schemas in access-tokens.ts, so a screen that shows the limits (Settings) does not
// need zod to render.

/** Every personal access token starts with this, so a leaked one is recognisable (issue #29). */
export const ACCESS_TOKEN_PREFIX = "fst_";
/** At most this many live tokens per account. */
export const ACCESS_TOKENS_MAX = 20;
export const ACCESS_TOKEN_NAME_MAX = 60;
