import { and, eq, isNull, lt, or } from "drizzle-orm";
import { ACCESS_TOKEN_PREFIX, type AccessTokenScope } from "@firstly/core/contract/access-tokens";
import type { AppDeps, SessionUser } from "../../context";
import { accessTokens, user as users } from "../../db/schema";
import { hashSecret, secretMatches } from "../../auth/secret-hash";

/** How often `last_used_at` is written: at most once a minute per token, not on every call. */
export const LAST_USED_EVERY_MS = 60_000;

/** `fst_` and 43 base64url characters; anything else is refused before any query. */
const TOKEN_SHAPE = /^fst_[A-Za-z0-9_-]{43}$/;

export interface TokenHolder {
  user: SessionUser;
  tokenId: string;
  scope: AccessTokenScope;
}

/** The bearer token of an `Authorization` header, or null when the header is not `Bearer …`. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The person and scope a presented token stands for, or null (malformed, unknown or revoked). No
 * cache: one indexed read per request, so revoking is final on every instance at once. The hash is
 * compared again in constant time, and the last-used time is written at most once a minute.
 */
export async function resolveAccessToken(
  deps: Pick<AppDeps, "db" | "now">,
  token: string,
): Promise<TokenHolder | null> {
  if (!token.startsWith(ACCESS_TOKEN_PREFIX) || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await deps.db
    .select({
      id: accessTokens.id,
      tokenHash: accessTokens.tokenHash,
      scope: accessTokens.scope,
      userId: users.id,
      email: users.email,
      name: users.name,
      isAnonymous: users.isAnonymous,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, hashSecret(token)))
    .limit(1);
  if (!row || !secretMatches(token, row.tokenHash) || row.isAnonymous) return null;
  const now = deps.now();
  await deps.db
    .update(accessTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(accessTokens.id, row.id),
        or(
          isNull(accessTokens.lastUsedAt),
          lt(accessTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)),
        ),
      ),
    );
  return {
    tokenId: row.id,
    scope: row.scope,
    user: { id: row.userId, email: row.email, name: row.name, isGuest: false },
  };
}
