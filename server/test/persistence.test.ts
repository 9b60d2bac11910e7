import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { parseEnv } from "../src/env";
import { openPglite } from "../src/db/open-database";
import { createDeps } from "../src/create-deps";
import { createApp } from "../src/app";
import { cookieFrom, TEST_ORIGIN } from "./support/test-app";

const child = path.join(import.meta.dirname, "support/open-db-child.ts");

function openThenKill(dir: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ["--import", "tsx", child, dir], { stdio: "ignore" });
    const timer = setTimeout(() => p.kill("SIGKILL"), afterMs);
    p.on("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe("embedded database", () => {
  it("survives being killed at any moment of the very first initialisation", async () => {
    for (const ms of [150, 600, 1200, 2500]) {
      const dir = mkdtempSync(path.join(tmpdir(), "firstly-crash-"));
      await openThenKill(dir, ms);
      const database = await openPglite(dir);
      const result = await database.db.execute(sql`select count(*)::int as n from user_tasks`);
      expect(result).toBeDefined();
      await database.close();
      expect(readdirSync(dir).filter((e) => e.startsWith("pglite.init-"))).toEqual([]);
    }
  }, 120_000);

  it("keeps sessions and data across a server restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "firstly-restart-"));
    const env = parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      BASE_URL: TEST_ORIGIN,
    });
    const post = (app: ReturnType<typeof createApp>, p: string, body: unknown, cookie = "") =>
      app.request(p, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie },
        body: JSON.stringify(body),
      });

    let database = await openPglite(dataDir);
    let deps = await createDeps(env, database);
    const first = createApp(deps);
    const res = await post(first, "/api/auth/sign-up/email", {
      email: "r@example.com",
      password: "secret123",
      name: "r",
    });
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res);
    await deps.notifier.close();
    await database.close();

    database = await openPglite(dataDir);
    deps = await createDeps(env, database);
    const second = createApp(deps);
    const me = await second.request("/api/me", { headers: { cookie } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe("r@example.com");
    await database.close();
  }, 60_000);
});
