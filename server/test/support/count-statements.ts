import type { Db } from "../../src/db/open-database";

/**
 * Counts the round trips to the database while `work` runs: every statement a PGlite client runs
 * (including BEGIN and COMMIT) or every query a PostgreSQL client sends. Returns the statements'
 * first words in order, so a test can say which ones an operation costs.
 */
export async function countStatements(
  db: Db,
  work: () => Promise<unknown>,
): Promise<{ count: number; statements: string[] }> {
  const statements: string[] = [];
  const record = (text: unknown) => {
    const sql = typeof text === "string" ? text : (text as { text?: string } | null)?.text;
    statements.push((sql ?? "?").trim().replace(/\s+/g, " ").slice(0, 80));
  };
  const client = (db as unknown as { $client: unknown }).$client;
  const pool = client as {
    Client?: unknown;
    _clients?: { query: (...a: unknown[]) => unknown }[];
  };
  if (pool.Client && pool._clients) {
    // each pooled client's own `query` (write-epoch.ts wraps it per client), and any client the
    // pool opens meanwhile (it is wrapped at 'connect', before a query can reach it)
    const restore: (() => void)[] = [];
    const wrap = (c: { query: (...a: unknown[]) => unknown }) => {
      const original = c.query;
      c.query = function (this: unknown, ...args: unknown[]) {
        record(args[0]);
        return original.apply(this, args);
      };
      restore.push(() => {
        c.query = original;
      });
    };
    for (const c of pool._clients) wrap(c);
    const onConnect = (c: { query: (...a: unknown[]) => unknown }) => wrap(c);
    const emitter = client as {
      prependListener?: never;
      on: (e: string, f: unknown) => void;
      off: (e: string, f: unknown) => void;
    };
    // registered after write-epoch.ts's listener, so its wrapper is the one wrapped here
    emitter.on("connect", onConnect);
    try {
      await work();
    } finally {
      emitter.off("connect", onConnect);
      for (const undo of restore) undo();
    }
    return { count: statements.length, statements };
  }
  // PGlite runs every statement (a query, BEGIN, COMMIT) through _runExclusiveQuery one at a time
  const lite = client as { _runExclusiveQuery: (fn: () => Promise<unknown>) => Promise<unknown> };
  const original = lite._runExclusiveQuery;
  lite._runExclusiveQuery = function (this: unknown, fn: () => Promise<unknown>) {
    record("statement");
    return original.call(this, fn);
  };
  try {
    await work();
  } finally {
    lite._runExclusiveQuery = original;
  }
  return { count: statements.length, statements };
}
