import { desc, eq } from "drizzle-orm";
import type { AccessToken } from "@firstly/core/contract/access-tokens";
import type { AppDeps, SessionUser } from "../../context";
import { accessTokens } from "../../db/schema";
import { toAccessToken } from "./access-token-row";

/** Settings → Access tokens: the person's own tokens, newest first (a guest has none). */
export async function listAccessTokens({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
}): Promise<{ tokens: AccessToken[] }> {
  const rows = await deps.db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, user.id))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
  return { tokens: rows.map(toAccessToken) };
}
