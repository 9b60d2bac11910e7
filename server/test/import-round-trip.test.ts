import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Goal } from "@firstly/core/contract/goal";
import type { ImportRecord } from "@firstly/core/contract/import";
import type { Task } from "@firstly/core/contract/task";
import { startJobWorker } from "../src/jobs/job-worker";
import {
  call,
  createMainGoal,
  createSubtask,
  createTask,
  listTasks,
  taskAction,
} from "./support/feature-helpers";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";

/** Two servers (on PGlite, or two databases on PostgreSQL with TEST_DATABASE_URL): moving house. */
let from: TestApp;
let to: TestApp;
let worker: { stop(): Promise<void> };
beforeAll(async () => {
  from = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
  to = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
  worker = startJobWorker(to.deps);
});
afterAll(async () => {
  await worker.stop();
  await from.close();
  await to.close();
});

async function goalsOf(t: TestApp, cookie: string): Promise<Goal[]> {
  return (await call<{ goals: Goal[] }>(t, "/api/goals", { cookie })).body.goals;
}

describe("Firstly's own JSON export, imported on another server", () => {
  it("gives back the same thoughts, goals, statuses, dates, schedules, priority and rank corrections", async () => {
    const alice = await from.signUp();
    await createMainGoal(from, alice, "Get fit and run a marathon this year");
    const sub = await createSubtask(from, alice, "Run 5k three times a week");
    const run = await createTask(from, alice, { text: "Buy running shoes for long distances" });
    await call(from, `/api/tasks/${run.id}`, {
      method: "PATCH",
      cookie: alice,
      body: { title: "Shoes", isPriority: true },
    });
    await call(from, `/api/tasks/${run.id}/correction`, {
      method: "PUT",
      cookie: alice,
      body: { goalId: sub.id, kind: "up" },
    });
    const done = await createTask(from, alice, { text: "Sign up for the spring half marathon" });
    await taskAction(from, alice, done.id, { action: "complete" });
    const weekly = await createTask(from, alice, { text: "Long run on the weekend" });
    await taskAction(from, alice, weekly.id, {
      action: "schedule",
      recurrence: { time: "08:00", daysOfWeek: ["saturday", "sunday"] },
    });
    const old = await createTask(from, alice, { text: "Try the rowing machine" });
    await taskAction(from, alice, old.id, { action: "skip" });

    const exported = await (
      await from.request("/api/export?format=json", { cookie: alice })
    ).text();
    expect(JSON.parse(exported)).toMatchObject({ app: "Firstly", version: 2 });

    const bob = await to.signUp();
    const res = await to.app.request("/api/imports", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie: bob, "content-type": "application/octet-stream" },
      body: new TextEncoder().encode(exported),
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as ImportRecord).id;
    let record: ImportRecord | null = null;
    for (let i = 0; i < 400 && record?.status !== "done"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      record = (await (
        await to.request(`/api/imports/${id}`, { cookie: bob })
      ).json()) as ImportRecord;
    }
    expect(record).toMatchObject({ status: "done", created: 4, goalsCreated: 2 });

    const before = await listTasks(from, alice);
    const after = await listTasks(to, bob);
    const shape = (tasks: Task[]) =>
      tasks
        .map((x) => ({
          title: x.title,
          text: x.text,
          status: x.status,
          isPriority: x.isPriority,
          completedAt: x.completedAt,
          recurrence: x.recurrence,
          corrections: Object.values(x.goalAssessments)
            .filter((a) => a.engineScore !== undefined)
            .map((a) => a.goalType),
        }))
        .sort((a, b) => a.text.localeCompare(b.text));
    expect(shape(before).some((x) => x.corrections.length > 0)).toBe(true);
    expect(shape(after)).toEqual(shape(before));
    const goalShape = (goals: Goal[]) =>
      goals
        .map((g) => ({ description: g.description, type: g.type, status: g.status }))
        .sort((a, b) => a.type.localeCompare(b.type));
    expect(goalShape(await goalsOf(to, bob))).toEqual(goalShape(await goalsOf(from, alice)));
    // the imported thoughts are scored against the imported goals
    const shoes = after.find((x) => x.title === "Shoes");
    expect(Object.keys(shoes?.goalAssessments ?? {})).toHaveLength(2);

    // importing the same export again creates nothing
    const again = await to.app.request("/api/imports/preview", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie: bob, "content-type": "application/octet-stream" },
      body: new TextEncoder().encode(exported),
    });
    expect(((await again.json()) as { totals: { create: number } }).totals.create).toBe(0);
  });
});
