import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/db/open-database";
import { openTestDatabase } from "./test-app";

/**
 * A fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) for the tests of one file: opened
 * before them, closed and dropped after. Call at the top of the file; the getter gives it to a test.
 */
export function databaseForFile(): () => Database {
  let database: Database | null = null;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    drop = async () => {
      await opened.database.close();
      await opened.drop();
    };
  });
  afterAll(() => drop());
  return () => {
    if (!database) throw new Error("the file's database is opened in beforeAll");
    return database;
  };
}

/** Text that breaks naive quoting: quotes, backslashes, dollar quotes, `$1`, unicode. */
export const HOSTILE_TEXTS = [
  "it's",
  "''; drop table user_tasks; --",
  "back\\slash \\' and \\\\",
  "E'\\x41'",
  "$$ dollar $$ $tag$ $1",
  "line\nbreak\ttab\r",
  "ünïcödé, 漢字, emoji 🏃‍♀️",
  "--comment /* block */",
  "",
];
