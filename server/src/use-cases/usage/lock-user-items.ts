import { sql } from "drizzle-orm";
import type { Db } from "../../db/open-database";

/**
 * Serialises one user's item-creating and goal-switching writes until the transaction ends, so
 * two tabs cannot both take the last free slot or both activate a main goal.
 */
export async function lockUserItems(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
}
