import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./open-database";
import { rateLimit } from "./schema";

/**
 * Takes one slot from a fixed-window counter in the shared rate_limit table (one row per key, so it
 * holds across instances): the window restarts when the previous one has ended. Returns false once
 * `max` slots have been taken in the current window. Keys must not carry personal data (use ids).
 */
export async function takeRateLimitSlot(
  db: Db,
  options: { key: string; max: number; windowMs: number; now: number },
): Promise<boolean> {
  const { key, max, windowMs, now } = options;
  const windowStart = now - windowMs;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (row?.count ?? 1) <= max;
}
