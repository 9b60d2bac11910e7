import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { user } from "../src/db/auth-schema";
import { jobs } from "../src/db/schema";
import { enqueue, enqueueEach } from "../src/db/enqueue-job";
import type { JobKind, JobPayload } from "../src/db/job-payloads";
import { readJob } from "../src/jobs/job-registry";
import { startJobWorker } from "../src/jobs/job-worker";
import { createServerLoad, QUIET_MS } from "../src/jobs/server-load";
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

describe("the worker, while people's requests keep coming (decision 0020)", () => {
  it("draws a picture at most once a second and runs other jobs at once; draws the rest in a quiet moment", async () => {
    let isBusy = true;
    const load = { noteRequest() {}, isBusy: () => isBusy };
    for (let i = 0; i < 4; i++) {
      // targets that no longer exist: the job ends at once, so only the worker's pace is measured
      await enqueue(t.deps.db, "generate-image", userId, {
        target: "task",
        id: `gone-${i}`,
        attempt: 1,
      });
    }
    const worker = startJobWorker({ ...t.deps, load });
    try {
      // the first picture is drawn at once (none yet this second), then the rest wait
      await expect.poll(async () => (await rowsOf("generate-image")).length).toBe(3);
      await enqueue(t.deps.db, "task-due", userId, { taskId: "gone" });
      await expect.poll(async () => (await rowsOf("task-due")).length, { timeout: 2_000 }).toBe(0);
      expect((await rowsOf("generate-image")).length).toBeGreaterThanOrEqual(2);
      // still busy a little over a second later: one more, never all
      await new Promise((r) => setTimeout(r, 1_300));
      expect((await rowsOf("generate-image")).length).toBeGreaterThanOrEqual(1);
      isBusy = false;
      await expect
        .poll(async () => (await rowsOf("generate-image")).length, { timeout: 3_000 })
        .toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it("counts every request the app serves as people's load, and a quiet moment after 20 ms", async () => {
    const load = createServerLoad();
    expect(load.isBusy(1_000)).toBe(false);
    load.noteRequest(1_000);
    expect(load.isBusy(1_010)).toBe(true);
    expect(load.isBusy(1_000 + QUIET_MS)).toBe(false);
    const original = t.deps.load;
    const noted: string[] = [];
    t.deps.load = { ...original, noteRequest: () => void noted.push("request") };
    try {
      await t.request("/api/health");
      await t.request("/");
    } finally {
      t.deps.load = original;
    }
    expect(noted).toEqual(["request", "request"]);
  });
});
