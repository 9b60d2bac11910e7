import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Agent } from "node:https";
import pg from "pg";
import { parseEnv, type Env } from "../../src/env";
import { openPglite, openPostgres, type Database } from "../../src/db/open-database";
import { createDeps } from "../../src/create-deps";
import { createApp } from "../../src/app";
import type { AppDeps } from "../../src/context";

export const TEST_ORIGIN = "http://localhost:3000";

/** A migrated, empty embedded database's folder, made once per test worker. */
let pgliteTemplate: Promise<Blob> | null = null;

/**
 * A fresh in-memory PGlite, started from the worker's migrated template instead of initdb and
 * every migration each time (2–3 s each, about a third of the PGlite pass). Every call still gets
 * a database of its own.
 */
async function openFreshPglite(): Promise<Database> {
  pgliteTemplate ??= openPglite(null).then(async (first) => {
    const snapshot = await first.snapshot();
    await first.close();
    return snapshot;
  });
  return openPglite(null, { from: await pgliteTemplate });
}

/**
 * A fresh database per call: in-memory PGlite by default, or a brand-new database on the
 * PostgreSQL server when TEST_DATABASE_URL is set (dropped again on close).
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  /** the fresh PostgreSQL database's URL; null on PGlite */
  url: string | null;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openFreshPglite(), url: null, drop: async () => {} };
  const name = `firstly_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    database,
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // a plain drop once the pool's connections have gone; force only as a last resort (it
      // terminates connections, which a closing client may report as an error)
      let dropped = false;
      for (let attempt = 0; attempt < 20 && !dropped; attempt++) {
        dropped = await c.query(`drop database if exists ${name}`).then(
          () => true,
          async () => {
            await new Promise((r) => setTimeout(r, 100));
            return false;
          },
        );
      }
      if (!dropped) await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** a request as a browser would send it: JSON, same origin, with the given session cookie */
  request(
    pathname: string,
    init?: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  signUp(email?: string, password?: string): Promise<string>;
  signIn(email: string, password: string): Promise<Response>;
  guest(): Promise<string>;
  close(): Promise<void>;
}

export function cookieFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((kv) => [kv.split("=")[0] ?? "", kv] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const kv = line.split(";")[0] ?? "";
    jar.set(kv.split("=")[0] ?? "", kv);
  }
  return [...jar.values()].join("; ");
}

export async function createTestApp(
  options: { env?: Record<string, string>; now?: () => Date; pushAgent?: Agent } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // an empty value in options.env unsets that variable (e.g. BASE_URL: "" for "not configured")
  const merged: Record<string, string> = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "firstly-test-")),
    AUTH_SECRET: "test-secret-test-secret-test-secret-1234",
    BASE_URL: TEST_ORIGIN,
    // each simulated client gets its own address (X-Forwarded-For) so auth rate limits are per test
    TRUST_PROXY: "true",
    ...options.env,
  };
  const env: Env = parseEnv(
    Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== "")),
  );
  const deps = await createDeps(env, database, {
    ...(options.now ? { now: options.now } : {}),
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
  });
  const app = createApp(deps);
  const request: TestApp["request"] = (pathname, init = {}) =>
    Promise.resolve(
      app.request(pathname, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers: {
          origin: TEST_ORIGIN,
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...init.headers,
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      }),
    );
  let n = 0;
  const someIp = () => {
    n += 1;
    return { "x-forwarded-for": `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` };
  };
  return {
    app,
    deps,
    request,
    async signUp(
      email = `user${n + 1}-${randomBytes(3).toString("hex")}@example.com`,
      password = "secret123",
    ) {
      const res = await request("/api/auth/sign-up/email", {
        body: { email, password, name: email },
        headers: someIp(),
      });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      return cookieFrom(res);
    },
    signIn: (email, password) =>
      request("/api/auth/sign-in/email", { body: { email, password }, headers: someIp() }),
    async guest() {
      const res = await request("/api/auth/sign-in/anonymous", { body: {}, headers: someIp() });
      if (res.status !== 200) throw new Error(`guest failed: ${res.status} ${await res.text()}`);
      return cookieFrom(res);
    },
    async close() {
      await deps.notifier.close();
      await database.close();
      await drop();
    },
  };
}
