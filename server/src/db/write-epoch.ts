import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * Counts writes to the embedded database, so a reader can keep an answer until something changed.
 * Every statement of this process goes through the one PGlite client: anything but a plain
 * `select` that touched a row, every `exec` (migrations, scripts) and every transaction (after it
 * ends) moves the counter. An update or delete that affected nothing (the job worker's claim on an
 * empty queue) does not.
 */
export interface WriteEpoch {
  readonly value: number;
}

const READ_ONLY = /^\s*(?:select|with\s[\s\S]*?\)\s*select)\b/i;

export function countWrites(client: PGlite): WriteEpoch {
  const epoch = { value: 0 };
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
    try {
      return await exec(...args);
    } finally {
      bump();
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

type PgCallback = (error: Error | null, result?: { rowCount?: number | null }) => void;

/**
 * The same counter for PostgreSQL, for this process's own writes: every client the pool opens has
 * its `query` watched (drizzle and `pool.query` both go through it, promise or callback style). A
 * statement other than a plain `select` moves the counter once it has finished, so a transaction's
 * `commit` moves it after its rows are visible. Writes by other instances arrive as notifications
 * instead (realtime/notifier.ts, `listToken`).
 */
export function countPgWrites(pool: pg.Pool): WriteEpoch {
  const epoch = { value: 0 };
  const settle = (sql: unknown, rowCount: number | null | undefined) => {
    const text = typeof sql === "string" ? sql : (sql as { text?: unknown } | null)?.text;
    if (typeof text !== "string") return;
    if (!READ_ONLY.test(text) && (rowCount ?? 1) > 0) epoch.value += 1;
  };
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === "function") {
        const callback = last as PgCallback;
        args[args.length - 1] = ((error, result) => {
          if (!error) settle(args[0], result?.rowCount);
          callback(error, result);
        }) satisfies PgCallback;
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        return result.then((value: { rowCount?: number | null }) => {
          settle(args[0], value?.rowCount);
          return value;
        });
      }
      return result;
    };
  });
  return epoch;
}
