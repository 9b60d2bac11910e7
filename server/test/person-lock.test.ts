import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { inPersonTransaction } from "../src/db/person-lock";
import type { Db } from "../src/db/open-database";
import { lockUserItems } from "../src/use-cases/usage/lock-user-items";
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
  /** Holds one of the person's locks (as the locked writes take them) until released. */
  async function hold(lock: "person" | "items", userId: string) {
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const work = async (tx: Db) => {
      if (lock === "items") await lockUserItems(tx, userId);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    };
    const holder =
      lock === "person"
        ? inPersonTransaction(t.deps.db, userId, work)
        : t.deps.db.transaction((tx) => work(tx));
    await isLocked;
    return async () => {
      release();
      await holder;
    };
  }

  // The one-message writes send the locks as text (PERSON_LOCK, ITEMS_LOCK), the locked ones build
  // them with drizzle: each must wait for the other, or one person's writes would interleave.
  it.each([
    ["a create", "person"],
    ["a create", "items"],
    ["an edit", "person"],
    ["a complete", "person"],
  ] as const)("%s waits while the %s lock is held", async (write, lock) => {
    const cookie = await t.signUp();
    const userId = await meId(cookie);
    const task = await createTask(t, cookie, { text: "mine to change" });
    const release = await hold(lock, userId);
    let settled = false;
    const request =
      write === "a create"
        ? call(t, "/api/tasks", { cookie, body: { id: randomUUID(), text: "wait for my turn" } })
        : write === "an edit"
          ? call(t, `/api/tasks/${task.id}`, {
              cookie,
              method: "PATCH",
              body: { text: "wait for my turn" },
            })
          : call(t, `/api/tasks/${task.id}/actions`, { cookie, body: { action: "complete" } });
    const done = request.then((reply) => {
      settled = true;
      return reply;
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(settled).toBe(false);
    await release();
    expect((await done).status).toBeLessThan(300);
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
