import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_MAX,
  accessTokenMessages,
  type CreatedAccessToken,
} from "@firstly/core/contract/access-tokens";
import type { AppDeps, SessionUser } from "../../context";
import { accessTokens } from "../../db/schema";
import { inPersonTransaction } from "../../db/person-lock";
import { AppError } from "../../errors/app-error";
import { hashSecret, newSecret } from "../../auth/secret-hash";
import { toAccessToken } from "./access-token-row";

export interface CreateAccessTokenOptions {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
  input: { name: string; scope: "read" | "write" };
}

/**
 * Settings → Access tokens → Create (signed-in only, at most 20): keeps the secret's SHA-256 and
 * answers with the whole token once. The count and the insert run under the person's lock, so two
 * tabs cannot both make the 21st.
 */
export async function createAccessToken({
  deps,
  user,
  input,
}: CreateAccessTokenOptions): Promise<CreatedAccessToken> {
  if (user.isGuest) throw new AppError("FORBIDDEN", accessTokenMessages.signedInOnly);
  const secret = newSecret();
  const token = `${ACCESS_TOKEN_PREFIX}${secret}`;
  const row = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(accessTokens)
      .where(eq(accessTokens.userId, user.id));
    if ((held?.n ?? 0) >= ACCESS_TOKENS_MAX) {
      throw new AppError("CONFLICT", accessTokenMessages.tooMany);
    }
    const [inserted] = await tx
      .insert(accessTokens)
      .values({
        id: randomUUID(),
        userId: user.id,
        name: input.name,
        scope: input.scope,
        tokenHash: hashSecret(token),
        hint: token.slice(0, ACCESS_TOKEN_PREFIX.length + 4),
        createdAt: deps.now(),
      })
      .returning();
    if (!inserted) throw new AppError("INTERNAL");
    return inserted;
  });
  return { ...toAccessToken(row), token };
}
