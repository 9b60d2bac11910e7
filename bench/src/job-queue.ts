/**
 * The job queue (server/src/jobs/job-worker.ts) measured on PGlite and, when TEST_DATABASE_URL is
 * set, on PostgreSQL:
 *  - idle cost: one claim on an empty queue (what each instance does every 250 ms);
 *  - throughput: 300 rescore jobs (for a person with no goals, so the job itself is nearly free)
 *    drained by one worker, then by two workers on one database (PostgreSQL only).
 * `npm run bench:jobs`. Used by decision record 0011.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { count, sql } from "drizzle-orm";
import { parseEnv } from "../../server/src/env";
import { openPglite, openPostgres, type Database } from "../../server/src/db/open-database";
import { createDeps } from "../../server/src/create-deps";
import { jobs } from "../../server/src/db/schema";
import { user } from "../../server/src/db/auth-schema";
import { startJobWorker } from "../../server/src/jobs/job-worker";
import { enqueueEach } from "../../server/src/db/enqueue-job";
import { freshPostgres } from "./support/app-process";

const JOBS = 300;
const IDLE_CLAIMS = 1000;

async function measure(label: string, open: () => Promise<Database>, workers: number) {
  const database = await open();
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "firstly-jobs-")),
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-1",
  });
  const deps = await createDeps(env, database);
  const { db } = deps;
  const userId = randomUUID();
  await db.insert(user).values({ id: userId, name: "bench", email: `${userId}@example.com` });

  // idle: a claim on an empty queue, the same statement the worker runs
  const started = performance.now();
  for (let i = 0; i < IDLE_CLAIMS; i++) {
    await db.execute(sql`
      update jobs set locked_until = now() + make_interval(secs => 120), attempts = attempts + 1
       where id = (select id from jobs
                    where run_at <= now() and (locked_until is null or locked_until < now())
                      and failed_at is null
                    order by run_at, id limit 1 for update skip locked)
      returning id`);
  }
  const idleMs = (performance.now() - started) / IDLE_CLAIMS;

  await enqueueEach(
    db,
    "rescore",
    Array.from({ length: JOBS }, () => ({ userId, payload: {} })),
  );
  const drainStart = performance.now();
  const running = Array.from({ length: workers }, () => startJobWorker(deps));
  for (;;) {
    const [row] = await db.select({ n: count() }).from(jobs);
    if ((row?.n ?? 0) === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const drainS = (performance.now() - drainStart) / 1000;
  await Promise.all(running.map((w) => w.stop()));
  await deps.notifier.close();
  await database.close();
  console.log(`| ${label} | ${workers} | ${idleMs.toFixed(2)} | ${(JOBS / drainS).toFixed(0)} |`);
}

console.log("| database | workers | idle claim ms | jobs/s (300 near-free jobs) |");
console.log("|---|---:|---:|---:|");
await measure("PGlite", () => openPglite(null), 1);
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (adminUrl) {
  for (const workers of [1, 2]) {
    const target = await freshPostgres(adminUrl);
    try {
      await measure("PostgreSQL", () => openPostgres(target.url), workers);
    } finally {
      await target.drop();
    }
  }
}
