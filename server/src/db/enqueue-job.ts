import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "./open-database";
import { jobs } from "./schema";
import { JOB_PAYLOADS, isJobKind, type JobKind, type JobPayload } from "./job-payloads";

export interface EnqueueOptions {
  /** when the job may run, by the app's clock; default: at once */
  runAt?: Date;
  /** or this many milliseconds after the database's now() */
  delayMs?: number;
  /** queue the job only if this condition holds, checked in the same statement */
  onlyIf?: SQL;
  /**
   * an identical job (same kind, person and payload) that no worker has claimed yet is moved to
   * the new run time instead of a second one being queued; still one statement
   */
  isMergedWithQueued?: boolean;
}

/** The payload as its kind's schema reads it: a wrong payload throws here, in the caller's write. */
function checked<K extends JobKind>(kind: K, payload: JobPayload<K>): Record<string, unknown> {
  // the type already says so; this is for a kind that reached here through a cast
  if (!isJobKind(kind)) throw new Error(`unknown job kind: ${String(kind)}`);
  return (JOB_PAYLOADS[kind] as z.ZodType).parse(payload) as Record<string, unknown>;
}

/**
 * A job's payload as the JSON its row holds, checked by its kind's schema: for a statement that
 * writes the job row itself (a create's one message, use-cases/tasks/create-task.ts).
 */
export function jobPayloadJson<K extends JobKind>(kind: K, payload: JobPayload<K>): string {
  return JSON.stringify(checked(kind, payload));
}

function runAtSql(options: EnqueueOptions): SQL {
  if (options.runAt) return sql`${options.runAt.toISOString()}::timestamptz`;
  if (options.delayMs !== undefined)
    return sql`now() + make_interval(secs => ${options.delayMs / 1000})`;
  return sql`now()`;
}

/**
 * Queues one background job for a person, inside the caller's transaction when given one: the
 * only way job rows are written. The payload's type follows from the kind (job-payloads.ts).
 */
export async function enqueue<K extends JobKind>(
  db: Db,
  kind: K,
  userId: string,
  payload: JobPayload<K>,
  options: EnqueueOptions = {},
): Promise<void> {
  const value = checked(kind, payload);
  if (!options.onlyIf && !options.isMergedWithQueued) {
    const runAt = options.runAt ?? (options.delayMs === undefined ? undefined : runAtSql(options));
    await db.insert(jobs).values({ kind, userId, payload: value, ...(runAt ? { runAt } : {}) });
    return;
  }
  const json = JSON.stringify(value);
  const runAt = runAtSql(options);
  const condition = options.onlyIf ?? sql`true`;
  if (!options.isMergedWithQueued) {
    await db.execute(sql`
      insert into jobs (kind, user_id, payload, run_at)
      select ${kind}, ${userId}, ${json}::jsonb, ${runAt} where ${condition}`);
    return;
  }
  await db.execute(sql`
    with moved as (
      update jobs set run_at = ${runAt}
       where kind = ${kind} and user_id = ${userId} and locked_until is null and failed_at is null
         and payload = ${json}::jsonb
      returning id)
    insert into jobs (kind, user_id, payload, run_at)
    select ${kind}, ${userId}, ${json}::jsonb, ${runAt}
     where not exists (select 1 from moved) and ${condition}`);
}

/** Queues one job of the same kind for each entry, in one statement. */
export async function enqueueEach<K extends JobKind>(
  db: Db,
  kind: K,
  entries: readonly { userId: string; payload: JobPayload<K> }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(jobs)
    .values(entries.map((e) => ({ kind, userId: e.userId, payload: checked(kind, e.payload) })));
}
