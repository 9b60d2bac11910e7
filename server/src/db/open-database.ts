import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import pg from "pg";
import * as schema from "./schema";
import { countPgWrites, countWrites, type WriteEpoch } from "./write-epoch";
import {
  nameParameterizedPgliteQueries,
  nameParameterizedStatements,
  runPreparedPg,
  runPreparedPglite,
  wroteAny,
  type PreparedResult,
  type PreparedStatement,
} from "./prepared";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** a raw client for LISTEN/NOTIFY; null on PGlite (single process, in-memory fan-out) */
  pool: pg.Pool | null;
  /**
   * A counter that moves on every write of this process (db/write-epoch.ts), so an answer can be
   * kept until something changed. On PostgreSQL other instances write too: their changes to a
   * person's list arrive as notifications (`Notifier.listToken`).
   */
  writes: WriteEpoch;
  /**
   * Runs several statements sent as one message (the simple query protocol): one round trip, and
   * one transaction unless the text says otherwise. No parameters: values go in as literals
   * (db/literal-sql.ts). Returns each statement's rows, parsed by the driver (column names as
   * stored; `rowFromDriver` maps a table's row).
   */
  batch(text: string): Promise<Record<string, unknown>[][]>;
  /**
   * Runs prepared statements (db/prepared.ts) in order as one message: one round trip, one
   * transaction, each statement parsed and planned once per connection and only bound and run
   * after that. Returns each statement's rows and command tag; a write moves `writes`.
   */
  prepared(statements: readonly PreparedStatement[]): Promise<PreparedResult[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** drizzle's migrations folder, found next to the source (dev/tests) or the bundle (dist). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [
    path.join(here, "../../drizzle"),
    path.join(here, "../drizzle"),
    path.join(here, "drizzle"),
  ]) {
    if (existsSync(path.join(candidate, "meta/_journal.json"))) return candidate;
  }
  throw new Error(`drizzle migrations folder not found near ${here}`);
}

export async function openPostgres(
  url: string,
  options: { searchPath?: string; onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection that dies (database restart, admin terminate) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on("error", (error) => options.onIdleError?.(error));
  const writes = countPgWrites(pool);
  nameParameterizedStatements(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: "postgres",
    writes,
    pool,
    batch: async (text) => {
      const result = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result : [result]).map(
        (r) => r.rows as Record<string, unknown>[],
      );
    },
    prepared: async (statements) => {
      const results = await runPreparedPg(pool, statements);
      if (wroteAny(statements, results)) writes.note();
      return results;
    },
    ping: async () => {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Opens the embedded database under `dataDir/pglite`, creating it crash-safely: the very first
 * initialisation happens in a sibling temp directory that is renamed into place only once the
 * database is created and migrated, so a kill during first start never leaves an unopenable
 * data directory (PGlite did exactly that when killed mid-init). Pass `dataDir: null` for an
 * in-memory database (tests).
 */
/**
 * An eighth of PGlite's default shared buffers (128 MB): the embedded database serves one person
 * or a few, and every megabyte shows in the server's resident memory (32 MB: 298 MB after the
 * first start; 16 MB: 262-276 MB). (Its initial WebAssembly
 * memory cannot go below the 128 MB the build was linked with.) Measured in the README.
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
};

/**
 * Creates and migrates a new embedded database at `dir` in a short-lived child process. Creating
 * one (initdb) grows PGlite's WebAssembly memory to ~700 MB, and a process keeps most of that
 * even after the instance is closed and collected, so the server did it elsewhere: its own
 * first start then costs what a restart does (README, start-up). The child dies with its parent.
 */
async function createInChildProcess(dir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const url = (id: string) => pathToFileURL(require.resolve(id)).href;
  const code = `
    process.on("disconnect", () => process.exit(1));
    const [pglite, drizzle, migrator, folder, dir, params] = process.argv.slice(1);
    (async () => {
      const { PGlite } = await import(pglite);
      const { drizzle: open } = await import(drizzle);
      const { migrate } = await import(migrator);
      if (!process.connected) process.exit(1); // the server died while this loaded
      const db = new PGlite(dir, { startParams: JSON.parse(params) });
      await migrate(open(db), { migrationsFolder: folder });
      await db.close();
      process.exit(0);
    })().catch((error) => {
      console.error(error);
      process.exit(1);
    });`;
  const child = spawn(
    process.execPath,
    [
      "-e",
      code,
      url("@electric-sql/pglite"),
      url("drizzle-orm/pglite"),
      url("drizzle-orm/pglite/migrator"),
      migrationsFolder(),
      dir,
      JSON.stringify(PGLITE_OPTIONS.startParams),
    ],
    { stdio: ["ignore", "ignore", "inherit", "ipc"] },
  );
  const code_ = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code_ !== 0) throw new Error(`creating the embedded database failed (exit ${code_})`);
}

/**
 * Removes what first starts that never finished left behind (see openPglite). A creating child
 * whose server was just killed may still be writing into its folder until it notices, which on a
 * busy machine took longer than the removal's retries (a clean-checkout CI run, 29 November:
 * ENOTEMPTY, and the start failed). So the folder is first moved aside: the child names the files
 * it creates by their path under the old name, which no longer exists, so it can add nothing to
 * the folder being removed (its next step fails and it exits). What it still writes into files it
 * has open the retries outlast (Node retries ENOTEMPTY and EBUSY, 100 ms longer each time). The
 * moved folder keeps the prefix, so a removal that still fails is retried by the next start.
 */
function removeUnfinished(parent: string) {
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith("pglite.init-")) continue;
    let target = path.join(parent, entry);
    if (!entry.includes(".removed-")) {
      const aside = `${target}.removed-${process.pid}-${Date.now()}`;
      try {
        renameSync(target, aside);
        target = aside;
      } catch {
        // already gone, or not ours to move: removed where it is
      }
    }
    rmSync(target, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

export async function openPglite(
  dataDir: string | null,
  options: {
    /**
     * In memory only: start from a snapshot of a database's folder (its `snapshot()`) instead of
     * creating one. Creating runs initdb and every migration (2–3 s); a snapshot loads in a
     * fraction of that, which is why the server tests start each fresh database from one.
     */
    from?: Blob;
  } = {},
): Promise<Database & { snapshot(): Promise<Blob> }> {
  let client: PGlite;
  if (dataDir === null) {
    client = new PGlite(
      options.from ? { ...PGLITE_OPTIONS, loadDataDir: options.from } : PGLITE_OPTIONS,
    );
  } else {
    const dir = path.resolve(dataDir, "pglite");
    mkdirSync(path.dirname(dir), { recursive: true });
    removeUnfinished(path.dirname(dir));
    if (!existsSync(dir)) {
      const tmp = `${dir}.init-${process.pid}-${Date.now()}`;
      await createInChildProcess(tmp);
      renameSync(tmp, dir);
      // a creating child whose server was killed stops at its next step, but may have written a
      // little after the sweep above: sweep again now that this start's database is in place
      removeUnfinished(path.dirname(dir));
    }
    client = new PGlite(dir, PGLITE_OPTIONS);
  }
  nameParameterizedPgliteQueries(client);
  const writes = countWrites(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: "pglite",
    writes,
    pool: null,
    batch: async (text) =>
      (await client.exec(text)).map((r) => r.rows as Record<string, unknown>[]),
    prepared: async (statements) => {
      try {
        const results = await runPreparedPglite(client, statements);
        if (wroteAny(statements, results)) writes.note();
        return results;
      } catch (error) {
        writes.note(); // as a failed `exec`: whatever it did is counted as a write
        throw error;
      }
    },
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
    /** the database's folder as a tar, for `from` */
    snapshot: () => client.dumpDataDir("none"),
  };
}
