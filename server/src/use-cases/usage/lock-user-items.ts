// "Item" is the glossary's word for what counts against the plan's monthly limit (a thought or
// goal created, or a usage event), so this file keeps it; the thing a person writes is a task.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/open-database";
import { ITEMS_LOCK, lockSql } from "../../db/person-lock";

/**
 * Serialises one user's item-creating and goal-switching writes until the transaction ends, so
 * two tabs cannot both take the last free slot or both activate a main goal.
 */
export async function lockUserItems(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select ${userItemsLock(userId)}`);
}

/** The same lock as an expression, to be taken in the statement that takes the person's lock. */
export const userItemsLock = (userId: string): SQL => lockSql(ITEMS_LOCK, userId);
