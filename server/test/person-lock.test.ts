import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { inPersonTransaction } from "../src/db/person-lock";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createTask,
} from "./support/feature-helpers";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = createClock();
let t: TestApp;
beforeAll(async () => {
  t = await createFeatureApp(clock);
});
afterAll(() => t.close());

const meId = async (cookie: string) =>
  ((await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } }).user.id;

describe("one person's writes, one at a time", () => {
  it("a write waits while another write of the same person holds their lock", async () => {
    const cookie = await t.signUp();
    const userId = await meId(cookie);
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = inPersonTransaction(t.deps.db, userId, async () => {
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    let settled = false;
    const write = createTask(t, cookie, { text: "wait for my turn" }).then((task) => {
      settled = true;
      return task;
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(settled).toBe(false);
    release();
    await holder;
    expect((await write).text).toBe("wait for my turn");
  });

  it.runIf(onPostgres)("another person's write does not wait", async () => {
    const holderCookie = await t.signUp();
    const other = await t.signUp();
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = inPersonTransaction(t.deps.db, await meId(holderCookie), async () => {
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const task = await createTask(t, other, { text: "not blocked by a stranger" });
    expect(task.text).toBe("not blocked by a stranger");
    release();
    await holder;
  });

  it("many simultaneous writes of one person all succeed (no deadlock, no 500)", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Open a small bakery by spring");
    const tasks = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createTask(t, cookie, { text: `bakery step ${i}` })),
    );
    const writes: Promise<{ status: number }>[] = [];
    for (let round = 0; round < 3; round += 1) {
      writes.push(
        call(t, "/api/goals/main", {
          cookie,
          method: "PATCH",
          body: { description: `Open a small bakery by spring, round ${round}` },
        }),
      );
      for (const task of tasks) {
        writes.push(
          call(t, `/api/tasks/${task.id}`, {
            cookie,
            method: "PATCH",
            body: { text: `${task.text} (edit ${round})` },
          }),
        );
      }
      writes.push(
        call(t, "/api/tasks", { cookie, body: { id: randomUUID(), text: `extra ${round}` } }),
      );
    }
    const statuses = (await Promise.all(writes)).map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s < 300)).toBe(true);
    expect(goal.id).toBeTruthy();
  });
});
