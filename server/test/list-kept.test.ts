import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import { userTasks } from "../src/db/schema";
import { createTask } from "./support/feature-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * On the embedded database an unchanged list is kept in memory; any write must make the next list
 * read the database again. On PostgreSQL nothing is kept (other instances write too).
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
    if (t.deps.database.kind === "postgres") {
      expect(writes).toBeNull();
      return;
    }
    expect(writes).not.toBeNull();
    const at = () => writes?.value ?? -1;
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

describe("embedded database settings", () => {
  it("runs with 32 MB of shared buffers (a quarter of PGlite's default)", async () => {
    if (t.deps.database.kind !== "pglite") return;
    const result: unknown = await t.deps.db.execute(sql`show shared_buffers`);
    expect((result as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe("32MB");
  });
});
