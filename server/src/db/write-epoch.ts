import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * Counts writes to the embedded database, so a reader can keep an answer until something changed.
 * Every statement of this process goes through the one PGlite client: anything but a plain
 * `select` that touched a row, every `exec` (migrations, scripts, batches) but one of plain row
 * statements that touched nothing, and every transaction (after it ends) moves the counter. An update or delete that affected nothing (the job worker's claim on an
 * empty queue) does not.
 */
export interface WriteEpoch {
  readonly value: number;
}

/** The counter as its database sees it: `note` counts a write made outside the watched calls. */
export interface CountedWrites extends WriteEpoch {
  note(): void;
}

function counter(): CountedWrites & { value: number } {
  const epoch = {
    value: 0,
    note() {
      epoch.value += 1;
    },
  };
  return epoch;
}

const READ_ONLY = /^\s*(?:select|with\s[\s\S]*?\)\s*select)\b/i;

/** Commands that change nothing when they touched no row. */
const ROW_COMMANDS = new Set(["SELECT", "INSERT", "UPDATE", "DELETE"]);

/**
 * Several statements in one message (`exec`, `Database.batch`): they wrote nothing when each is
 * a row command and no row was touched (PGlite's `affectedRows` adds up over the message, so the
 * last result has the total). A data-modifying CTE under a `select` reports as SELECT: batches
 * write with a plain insert, update or delete.
 */
function isQuietBatch(results: readonly { command?: string; affectedRows?: number }[]): boolean {
  return (
    results.every((r) => ROW_COMMANDS.has(r.command ?? "")) &&
    (results.at(-1)?.affectedRows ?? 0) === 0
  );
}

export function countWrites(client: PGlite): CountedWrites {
  const epoch = counter();
  const bump = () => {
    epoch.value += 1;
  };
  const query = client.query.bind(client);
  client.query = (async (sql: string, ...rest: unknown[]) => {
    const result = await (
      query as (sql: string, ...args: unknown[]) => Promise<{ affectedRows?: number }>
    )(sql, ...rest);
    if (!READ_ONLY.test(sql) && (result.affectedRows ?? 1) > 0) bump();
    return result;
  }) as typeof client.query;
  const exec = client.exec.bind(client);
  client.exec = async (...args: Parameters<typeof client.exec>) => {
    let results: Awaited<ReturnType<typeof exec>> | null = null;
    try {
      results = await exec(...args);
      return results;
    } finally {
      if (!results || !isQuietBatch(results)) bump();
    }
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (async (...args: Parameters<typeof client.transaction>) => {
    try {
      return await transaction(...args);
    } finally {
      bump();
    }
  }) as typeof client.transaction;
  return epoch;
}

interface PgResult {
  command?: string;
  rowCount?: number | null;
}
type PgCallback = (error: Error | null, result?: PgResult | PgResult[]) => void;

/**
 * The same counter for PostgreSQL, for this process's own writes: every client the pool opens has
 * its `query` watched (drizzle and `pool.query` both go through it, promise or callback style). A
 * statement other than a plain `select` moves the counter once it has finished, so a transaction's
 * `commit` moves it after its rows are visible. Writes by other instances arrive as notifications
 * instead (realtime/notifier.ts, `listToken`).
 */
export function countPgWrites(pool: pg.Pool): CountedWrites {
  const epoch = counter();
  const settle = (sql: unknown, result: PgResult | PgResult[] | undefined) => {
    // several statements in one message answer with one result each
    if (Array.isArray(result)) {
      if (result.some((r) => r.command !== "SELECT" && (r.rowCount ?? 1) > 0)) epoch.value += 1;
      return;
    }
    const text = typeof sql === "string" ? sql : (sql as { text?: unknown } | null)?.text;
    if (typeof text !== "string") return;
    if (!READ_ONLY.test(text) && (result?.rowCount ?? 1) > 0) epoch.value += 1;
  };
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === "function") {
        const callback = last as PgCallback;
        args[args.length - 1] = ((error, result) => {
          if (!error) settle(args[0], result);
          callback(error, result);
        }) satisfies PgCallback;
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        return result.then((value: PgResult | PgResult[]) => {
          settle(args[0], value);
          return value;
        });
      }
      return result;
    };
  });
  return epoch;
}
