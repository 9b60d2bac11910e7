import type { AccessToken } from "@firstly/core/contract/access-tokens";
import type { accessTokens } from "../../db/schema";

export type AccessTokenRow = typeof accessTokens.$inferSelect;

/** A token as the API lists it: never its hash or secret. */
export function toAccessToken(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}
