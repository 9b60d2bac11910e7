import { and, eq } from "drizzle-orm";
import type { AppDeps, SessionUser } from "../../context";
import { accessTokens } from "../../db/schema";
import { AppError } from "../../errors/app-error";

/**
 * Settings → Access tokens → Revoke: deletes the row. Every bearer request reads its token from the
 * database, so the next request with it is refused on every instance. Another person's id → 404.
 */
export async function revokeAccessToken({
  deps,
  user,
  tokenId,
}: {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
  tokenId: string;
}): Promise<{ ok: true }> {
  const gone = await deps.db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, user.id)))
    .returning({ id: accessTokens.id });
  if (gone.length === 0) throw new AppError("NOT_FOUND");
  return { ok: true };
}
