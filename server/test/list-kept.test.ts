import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import { userTasks } from "../src/db/schema";
import {
  createClock,
  createFeatureApp,
  createTask,
  listTasks,
  taskAction,
} from "./support/feature-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * An unchanged list is kept in memory (rows and JSON); any write must make the next list read the
 * database again, on both databases. Writes by another instance are covered in
 * multi-instance.test.ts; a delay ending with no write at all is covered here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const texts = async (cookie: string) =>
  ((await (await t.request("/api/tasks", { cookie })).json()) as { tasks: Task[] }).tasks.map(
    (x) => x.text,
  );

describe("kept lists", () => {
  it("the write counter moves on writes and stays on reads and on writes that touched nothing", async () => {
    const writes = t.deps.database.writes;
    const at = () => writes.value;
    const before = at();
    await t.deps.db.select().from(userTasks);
    await t.deps.db.execute(sql`select 1`);
    expect(at()).toBe(before);
    await t.deps.db.update(userTasks).set({ text: "x" }).where(eq(userTasks.id, "no-such-task"));
    expect(at()).toBe(before);
    const cookie = await t.signUp();
    expect(at()).toBeGreaterThan(before);
    const afterSignUp = at();
    await t.deps.db.transaction(async (tx) => {
      await tx.select().from(userTasks);
    });
    expect(at()).toBeGreaterThan(afterSignUp);
    expect(cookie).not.toBe("");
  });

  it("a list is fresh after writes through the API, drizzle, raw SQL and a transaction", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "first words" });
    expect(await texts(cookie)).toEqual(["first words"]);
    expect(await texts(cookie)).toEqual(["first words"]);

    await t.request(`/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "through the API" },
    });
    expect(await texts(cookie)).toEqual(["through the API"]);

    await t.deps.db
      .update(userTasks)
      .set({ text: "through drizzle" })
      .where(eq(userTasks.id, task.id));
    expect(await texts(cookie)).toEqual(["through drizzle"]);

    await t.deps.db.execute(
      sql`update user_tasks set text = 'through raw SQL' where id = ${task.id}`,
    );
    expect(await texts(cookie)).toEqual(["through raw SQL"]);

    await t.deps.db.transaction(async (tx) => {
      await tx
        .update(userTasks)
        .set({ text: "through a transaction" })
        .where(eq(userTasks.id, task.id));
    });
    expect(await texts(cookie)).toEqual(["through a transaction"]);

    await createTask(t, cookie, { text: "a second thought" });
    expect((await texts(cookie)).sort()).toEqual(["a second thought", "through a transaction"]);
  });
});

describe("a kept list and the clock", () => {
  it("shows a delayed thought as back the moment its delay ends, with no write in between", async () => {
    const clock = createClock("2025-03-10T12:00:00.000Z");
    const timed = await createFeatureApp(clock);
    try {
      const cookie = await timed.signUp();
      const task = await createTask(timed, cookie, { text: "Call the plumber" });
      const delayed = await taskAction(timed, cookie, task.id, { action: "delay" });
      const ends = Date.parse((delayed.body as { delayEndsAt: string }).delayEndsAt);
      const status = async () =>
        (await listTasks(timed, cookie)).find((x) => x.id === task.id)?.status;
      expect(await status()).toBe("delayed");
      const before = timed.deps.database.writes.value;
      clock.advance(ends - clock.now.getTime() - 1_000);
      expect(await status()).toBe("delayed");
      clock.advance(1_000);
      expect(await status()).toBe("pending");
      expect(await status()).toBe("pending");
      expect(timed.deps.database.writes.value).toBe(before);
    } finally {
      await timed.close();
    }
  });
});

describe("embedded database settings", () => {
  it("runs with 16 MB of shared buffers (an eighth of PGlite's default)", async () => {
    if (t.deps.database.kind !== "pglite") return;
    const result: unknown = await t.deps.db.execute(sql`show shared_buffers`);
    expect((result as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe("16MB");
  });
});
