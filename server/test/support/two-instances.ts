import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "../../src/env";
import { openPostgres } from "../../src/db/open-database";
import { createDeps } from "../../src/create-deps";
import type { AppDeps } from "../../src/context";
import { openTestDatabase, TEST_ORIGIN } from "./test-app";

export interface TwoInstances {
  a: AppDeps;
  b: AppDeps;
  /** the shared PostgreSQL database's URL */
  url: string;
  close(): Promise<void>;
}

/**
 * Two app instances on one fresh PostgreSQL database (TEST_DATABASE_URL), each with its own pool
 * and notifier, sharing AUTH_SECRET as N instances behind a load balancer would.
 */
export async function openTwoInstances(): Promise<TwoInstances> {
  const first = await openTestDatabase();
  const second = await openPostgres(first.url ?? "");
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AUTH_SECRET: "shared-secret-shared-secret-shared-secret",
    BASE_URL: TEST_ORIGIN,
    TRUST_PROXY: "true",
    // generated keys (VAPID) go to a temp dir, never the developer's ./data
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "firstly-two-")),
  });
  const a = await createDeps(env, first.database);
  const b = await createDeps(env, second);
  return {
    a,
    b,
    url: first.url ?? "",
    async close() {
      await a.notifier.close();
      await b.notifier.close();
      await second.close();
      await first.database.close();
      await first.drop();
    },
  };
}
