import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./open-database";

/**
 * The two advisory locks a person's writes take, as SQL over the parameter `$1` (the person's id).
 * Prepared statements send these texts as they are; drizzle's `sql` binds the id into them
 * (`lockSql`), so every write takes the same locks whichever way it is built.
 */
export const PERSON_LOCK = "pg_advisory_xact_lock(hashtextextended($1::text, 0))";
/** The items lock (use-cases/usage/lock-user-items.ts): creating and goal-switching writes. */
export const ITEMS_LOCK = "pg_advisory_xact_lock(hashtext($1::text))";

/**
 * Run in a write's transaction (with its locks, in the same statement): the list trigger
 * (migration 0020) stays silent for this transaction, and the writer announces the change itself
 * once it has committed (`Notifier.publishWritten`). A notification sent inside a transaction
 * holds a database-wide lock through its commit, so every writer that notified waited for the one
 * before it; announced after the commit, batched, it holds that lock for no write.
 */
export const ANNOUNCED_AFTER_COMMIT = "set_config('firstly.announced', 'on', true)";

/** One of the lock texts above with the person's id bound, for drizzle's `sql`. */
export function lockSql(lock: string, userId: string): SQL {
  const [before, after] = lock.split("$1");
  return sql`${sql.raw(before ?? "")}${userId}${sql.raw(after ?? "")}`;
}

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
      await tx.execute(sql`select ${lockSql(PERSON_LOCK, id)}${also}`);
    }
    return work(tx);
  });
}
