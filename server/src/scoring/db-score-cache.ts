import { AsyncLocalStorage } from "node:async_hooks";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/open-database";
import { scoreCache } from "../db/schema";
import type { CachedScore, ScoreCache } from "../ai/score-cache";

/** The person whose scoring is running: the rows it stores are theirs (deleted with them). */
export const scoreCacheOwner = new AsyncLocalStorage<string>();

/** Model scores kept in the database, so every instance (and every restart) shares them. */
export function createDbScoreCache(db: Db): ScoreCache {
  return {
    async getMany(keys) {
      const found = new Map<string, CachedScore>();
      for (let i = 0; i < keys.length; i += 500) {
        const rows = await db
          .select({ key: scoreCache.key, score: scoreCache.score, reasoning: scoreCache.reasoning })
          .from(scoreCache)
          .where(inArray(scoreCache.key, keys.slice(i, i + 500)));
        for (const r of rows) found.set(r.key, { score: r.score, reasoning: r.reasoning });
      }
      return found;
    },
    async setMany(entries) {
      const userId = scoreCacheOwner.getStore() ?? null;
      const values = [...entries].map(([key, v]) => ({
        key,
        score: v.score,
        reasoning: v.reasoning,
        userId,
      }));
      if (values.length === 0) return;
      await db
        .insert(scoreCache)
        .values(values)
        .onConflictDoUpdate({
          target: scoreCache.key,
          set: {
            score: sql`excluded.score`,
            reasoning: sql`excluded.reasoning`,
            userId: sql`excluded.user_id`,
          },
        });
    },
  };
}
