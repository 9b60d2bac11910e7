import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { user } from "../src/db/auth-schema";
import { jobs } from "../src/db/schema";
import { enqueue, enqueueEach } from "../src/db/enqueue-job";
import type { JobKind, JobPayload } from "../src/db/job-payloads";
import { readJob } from "../src/jobs/job-registry";
import { startJobWorker } from "../src/jobs/job-worker";
import type { Logger } from "../src/logger";
import { createTestApp, type TestApp } from "./support/test-app";

/** One payload of every kind: a kind added without a sample here fails the typecheck. */
const SAMPLES: { [K in JobKind]: JobPayload<K> } = {
  rescore: { taskIds: ["task-1"], goalIds: ["goal-1"] },
  "clarify-task": { taskId: "task-1", version: 3 },
  "task-due": { taskId: "task-1" },
  "push-task-back": { taskId: "task-1" },
  "generate-image": { target: "goal", id: "goal-1", attempt: 2 },
  import: { importId: "import-1" },
};
const KINDS = Object.keys(SAMPLES) as JobKind[];

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = randomUUID();
  await t.deps.db.insert(user).values({ id: userId, name: "jobs", email: `${userId}@example.com` });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.db.delete(jobs);
});

const rowsOf = (kind: string) =>
  t.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind)));

describe("enqueue", () => {
  it("writes every kind so that the worker reads the same payload back", async () => {
    for (const kind of KINDS) {
      await enqueue(t.deps.db, kind, userId, SAMPLES[kind] as never);
      const [row, ...more] = await rowsOf(kind);
      expect(more).toEqual([]);
      expect(readJob(row!.kind, row!.payload)).toMatchObject({ kind, payload: SAMPLES[kind] });
    }
  });

  it("refuses, loudly and before writing, a payload its kind's schema does not accept", async () => {
    await expect(
      enqueue(t.deps.db, "import", userId, { importId: 5 } as unknown as JobPayload<"import">),
    ).rejects.toThrow();
    await expect(
      enqueue(t.deps.db, "generate-image", userId, {
        target: "note",
        id: "x",
        attempt: 1,
      } as never),
    ).rejects.toThrow();
    await expect(enqueue(t.deps.db, "no-such-kind" as JobKind, userId, {})).rejects.toThrow(
      /unknown job kind/,
    );
    expect(await t.deps.db.select().from(jobs)).toEqual([]);
  });

  it("moves an identical queued job instead of adding a second one, and leaves others", async () => {
    const later = new Date(Date.now() + 60_000);
    await enqueue(t.deps.db, "rescore", userId, { taskIds: ["a"] }, { isMergedWithQueued: true });
    await enqueue(t.deps.db, "rescore", userId, { taskIds: ["b"] }, { isMergedWithQueued: true });
    await enqueue(
      t.deps.db,
      "rescore",
      userId,
      { taskIds: ["a"] },
      { runAt: later, isMergedWithQueued: true },
    );
    const rows = await rowsOf("rescore");
    expect(
      rows.map((r) => r.payload).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).toEqual([{ taskIds: ["a"] }, { taskIds: ["b"] }]);
    expect(rows.find((r) => JSON.stringify(r.payload).includes('"a"'))?.runAt.getTime()).toBe(
      later.getTime(),
    );
  });

  it("queues nothing when its condition does not hold, and one row per entry in a batch", async () => {
    await enqueue(t.deps.db, "task-due", userId, { taskId: "x" }, { onlyIf: sql`false` });
    expect(await rowsOf("task-due")).toEqual([]);
    await enqueueEach(t.deps.db, "push-task-back", [
      { userId, payload: { taskId: "x" } },
      { userId, payload: { taskId: "y" } },
    ]);
    expect((await rowsOf("push-task-back")).map((r) => r.payload)).toEqual([
      { taskId: "x" },
      { taskId: "y" },
    ]);
  });
});

describe("the worker, given a row it cannot read", () => {
  function capturingLog() {
    const lines: { level: string; msg: string; data?: object }[] = [];
    const at =
      (level: string) =>
      (msg: string, data?: object): void => {
        lines.push({ level, msg, ...(data ? { data } : {}) });
      };
    const log: Logger = {
      debug: at("debug"),
      info: at("info"),
      warn: at("warn"),
      error: at("error"),
    };
    return { log, lines };
  }

  /** a row as an older or newer version of the app (or a bug) might have left it */
  async function insertRaw(kind: string, payload: object) {
    await t.deps.db.execute(sql`
      insert into jobs (kind, user_id, payload) values (${kind}, ${userId}, ${JSON.stringify(payload)}::jsonb)`);
  }

  async function runWorkerUntilFailed(kind: string) {
    const { log, lines } = capturingLog();
    const worker = startJobWorker({ ...t.deps, log });
    try {
      await expect
        .poll(async () => (await rowsOf(kind))[0]?.failedAt ?? null, { timeout: 10_000 })
        .not.toBeNull();
      // a few more polls of the queue: the failed row is never claimed again
      await new Promise((r) => setTimeout(r, 800));
    } finally {
      await worker.stop();
    }
    const rows = await rowsOf(kind);
    return { rows, lines };
  }

  it("keeps a row of an unknown kind, marks it failed and logs an error without its payload", async () => {
    await insertRaw("thought-fanfare", { text: "my private words" });
    const { rows, lines } = await runWorkerUntilFailed("thought-fanfare");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 1, lastError: "unknown_kind", lockedUntil: null });
    const errors = lines.filter((l) => l.level === "error");
    expect(errors).toMatchObject([
      { msg: "job.unreadable", data: { kind: "thought-fanfare", reason: "unknown_kind" } },
    ]);
    expect(JSON.stringify(lines)).not.toContain("my private words");
  });

  it("keeps a row whose payload its schema refuses, naming the fields, never their values", async () => {
    await insertRaw("clarify-task", { taskId: "my private words", version: "three" });
    const { rows, lines } = await runWorkerUntilFailed("clarify-task");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      attempts: 1,
      lastError: "invalid_payload version:invalid_type",
    });
    expect(lines.filter((l) => l.level === "error")).toMatchObject([
      { msg: "job.unreadable", data: { kind: "clarify-task" } },
    ]);
    expect(JSON.stringify(lines)).not.toContain("my private words");
    expect(rows[0]?.lastError).not.toContain("my private words");
  });
});
