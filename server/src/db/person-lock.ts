import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./open-database";

/**
 * A transaction that first takes each person's advisory lock (transaction-scoped, so it is freed
 * at commit or rollback). Writes for one person then run one after another on every instance,
 * instead of locking the same rows in different orders: a list rescore, a goal edit clearing
 * assessments and a task action at the same moment used to deadlock (40P01) on PostgreSQL.
 * Several people (guest migration) are locked in a fixed order, so two of those cannot deadlock
 * either. Different people never wait for each other.
 */
export async function inPersonTransaction<T>(
  db: Db,
  userIds: string | readonly string[],
  work: (tx: Db) => Promise<T>,
  /** a further lock taken right after the last person's, in the same statement (one round trip) */
  options: { alsoLock?: SQL } = {},
): Promise<T> {
  const ids = [...new Set(typeof userIds === "string" ? [userIds] : userIds)].sort();
  return db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      const also = i === ids.length - 1 && options.alsoLock ? sql`, ${options.alsoLock}` : sql``;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${id}, 0))${also}`);
    }
    return work(tx);
  });
}
