import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Settings } from "@firstly/core/contract/settings";
import type { Task } from "@firstly/core/contract/task";
import { eq } from "drizzle-orm";
import { userTasks } from "../src/db/schema";
import { runMaintenanceSweep } from "../src/jobs/maintenance-sweep";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createTask,
  listTasks,
  taskAction,
} from "./support/feature-helpers";

const clock = createClock("2025-03-10T12:00:00.000Z"); // a monday
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createFeatureApp(clock);
  cookie = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("task status transitions", () => {
  it("complete sets completedAt and clears assessments; completing again is 409", async () => {
    await createMainGoal(t, cookie);
    const task = await createTask(t, cookie, { text: "Run a tempo workout" });
    expect(Object.keys(task.goalAssessments)).not.toHaveLength(0);
    const done = await taskAction(t, cookie, task.id, { action: "complete" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: "completed",
      completedAt: clock.now.toISOString(),
      goalAssessments: {},
    });
    const again = await taskAction(t, cookie, task.id, { action: "complete" });
    expect(again.status).toBe(409);
    expect(again.error).toEqual({
      code: "CONFLICT",
      message: "Cannot complete a task that is completed",
    });
  });

  it("uncomplete returns to pending, rescores and consumes one usage item", async () => {
    const task = await createTask(t, cookie, { text: "Stretch after the run" });
    await taskAction(t, cookie, task.id, { action: "complete" });
    const before = (await call<{ totalItems: number }>(t, "/api/usage", { cookie })).body
      .totalItems;
    const back = await taskAction(t, cookie, task.id, { action: "uncomplete" });
    expect(back.body).toMatchObject({ status: "pending", completedAt: null });
    expect(Object.values(back.body.goalAssessments)[0]?.engine).toBe("builtin");
    const after = (await call<{ totalItems: number }>(t, "/api/usage", { cookie })).body.totalItems;
    expect(after).toBe(before + 1);
    expect((await taskAction(t, cookie, task.id, { action: "uncomplete" })).status).toBe(409);
  });

  it("uncomplete by a guest stores no usage event", async () => {
    const guest = await t.guest();
    const task = await createTask(t, guest);
    await taskAction(t, guest, task.id, { action: "complete" });
    await taskAction(t, guest, task.id, { action: "uncomplete" });
    expect(
      (await call<{ totalItems: number }>(t, "/api/usage", { cookie: guest })).body.totalItems,
    ).toBe(1);
  });

  it("delay toggles pending ↔ delayed with delayEndsAt = now + the custom delay", async () => {
    await call<Settings>(t, "/api/settings", {
      cookie,
      method: "PATCH",
      body: { customDelay: { amount: 2, unit: "hours" } },
    });
    const task = await createTask(t, cookie);
    const delayed = await taskAction(t, cookie, task.id, { action: "delay" });
    expect(delayed.body).toMatchObject({
      status: "delayed",
      delayEndsAt: new Date(clock.now.getTime() + 7_200_000).toISOString(),
    });
    const undelayed = await taskAction(t, cookie, task.id, { action: "delay" });
    expect(undelayed.body).toMatchObject({ status: "pending", delayEndsAt: null });
  });

  it("skip toggles pending ↔ skipped; delay from skipped is 409", async () => {
    const task = await createTask(t, cookie);
    expect((await taskAction(t, cookie, task.id, { action: "skip" })).body.status).toBe("skipped");
    const refused = await taskAction(t, cookie, task.id, { action: "delay" });
    expect(refused).toMatchObject({
      status: 409,
      error: { message: "Cannot delay a task that is skipped" },
    });
    expect((await taskAction(t, cookie, task.id, { action: "skip" })).body.status).toBe("pending");
  });

  it("restore brings a completed or skipped task back to pending; restoring a pending one is 409", async () => {
    const task = await createTask(t, cookie);
    expect((await taskAction(t, cookie, task.id, { action: "restore" })).status).toBe(409);
    await taskAction(t, cookie, task.id, { action: "complete" });
    expect((await taskAction(t, cookie, task.id, { action: "restore" })).body).toMatchObject({
      status: "pending",
      completedAt: null,
    });
    await taskAction(t, cookie, task.id, { action: "skip" });
    expect((await taskAction(t, cookie, task.id, { action: "restore" })).body.status).toBe(
      "pending",
    );
  });

  it("rejects an unknown action with 400", async () => {
    const task = await createTask(t, cookie);
    expect((await taskAction(t, cookie, task.id, { action: "explode" })).status).toBe(400);
  });
});

describe("schedule", () => {
  it("defaults to monday 09:00: on a monday at noon that is next monday", async () => {
    const task = await createTask(t, cookie);
    const reply = await taskAction(t, cookie, task.id, { action: "schedule" });
    expect(reply.body).toMatchObject({
      status: "delayed",
      recurrence: { time: "09:00", daysOfWeek: ["monday"] },
      delayEndsAt: "2025-03-17T09:00:00.000Z",
    });
  });

  it("uses the given recurrence: the first matching day strictly later than now", async () => {
    const task = await createTask(t, cookie);
    const recurrence = { time: "18:30", daysOfWeek: ["monday", "thursday"] };
    const reply = await taskAction(t, cookie, task.id, { action: "schedule", recurrence });
    expect(reply.body).toMatchObject({ recurrence, delayEndsAt: "2025-03-10T18:30:00.000Z" });
  });

  it("refuses a malformed time with 400", async () => {
    const task = await createTask(t, cookie);
    const reply = await taskAction(t, cookie, task.id, {
      action: "schedule",
      recurrence: { time: "25:00", daysOfWeek: ["monday"] },
    });
    expect(reply.status).toBe(400);
  });

  it("reads the time where the person is, keeps coming back each week, and can stop", async () => {
    const start = clock.now;
    try {
      const task = await createTask(t, cookie, { text: "Water the balcony plants" });
      // Monday 09:00 in New York, scheduled on Monday 2025-03-10 at 12:00Z (08:00 there)
      const recurrence = { time: "09:00", daysOfWeek: ["monday"], timeZone: "America/New_York" };
      const first = await taskAction(t, cookie, task.id, { action: "schedule", recurrence });
      expect(first.body).toMatchObject({ recurrence, delayEndsAt: "2025-03-10T13:00:00.000Z" });

      clock.advance(60 * 60_000); // 13:00Z: 09:00 in New York, it is back
      expect((await listTasks(t, cookie)).find((x) => x.id === task.id)?.status).toBe("pending");
      // completing it sends it away until next Monday 09:00 there, not for good
      const done = await taskAction(t, cookie, task.id, { action: "complete" });
      expect(done.body).toMatchObject({
        status: "delayed",
        recurrence,
        completedAt: null,
        delayEndsAt: "2025-03-17T13:00:00.000Z",
      });
      clock.advance(7 * 24 * 60 * 60_000);
      expect((await listTasks(t, cookie)).find((x) => x.id === task.id)?.status).toBe("pending");
      const again = await taskAction(t, cookie, task.id, { action: "complete" });
      expect(again.body).toMatchObject({
        status: "delayed",
        delayEndsAt: "2025-03-24T13:00:00.000Z",
      });

      // stop repeating: it comes back now, and completing it is then for good
      const stopped = await taskAction(t, cookie, task.id, { action: "unschedule" });
      expect(stopped.body).toMatchObject({
        status: "pending",
        recurrence: null,
        delayEndsAt: null,
      });
      const final = await taskAction(t, cookie, task.id, { action: "complete" });
      expect(final.body).toMatchObject({ status: "completed", recurrence: null });
    } finally {
      clock.now = start;
    }
  });

  it("refuses a time zone the server does not know with 400", async () => {
    const task = await createTask(t, cookie);
    const reply = await taskAction(t, cookie, task.id, {
      action: "schedule",
      recurrence: { time: "09:00", daysOfWeek: ["monday"], timeZone: "Mars/Olympus_Mons" },
    });
    expect(reply.status).toBe(400);
  });
});

describe("expired delays", () => {
  it("reads present an ended delay as pending without writing; the maintenance sweep saves it", async () => {
    await call(t, "/api/settings", {
      cookie,
      method: "PATCH",
      body: { customDelay: { amount: 5, unit: "minutes" } },
    });
    const task = await createTask(t, cookie);
    await taskAction(t, cookie, task.id, { action: "delay" });
    clock.advance(4 * 60_000);
    expect((await listTasks(t, cookie)).find((x) => x.id === task.id)?.status).toBe("delayed");
    clock.advance(60_000); // exactly at the end: expired
    const stored = async () =>
      (await t.deps.db.select().from(userTasks).where(eq(userTasks.id, task.id)))[0];
    const before = await stored();
    const listed = (await listTasks(t, cookie)).find((x) => x.id === task.id);
    expect(listed).toMatchObject({ status: "pending", delayEndsAt: null });
    const one = await call<Task>(t, `/api/tasks/${task.id}`, { cookie });
    expect(one.body).toMatchObject({ status: "pending", delayEndsAt: null });
    // the GETs wrote nothing
    expect(await stored()).toEqual(before);
    expect(before?.status).toBe("delayed");

    expect((await runMaintenanceSweep(t.deps)).expired).toBeGreaterThanOrEqual(1);
    expect(await stored()).toMatchObject({ status: "pending", delayEndsAt: null });
  });

  it("a write to a task whose delay has ended starts from pending", async () => {
    const task = await createTask(t, cookie);
    await taskAction(t, cookie, task.id, { action: "delay" });
    clock.advance(10 * 60_000);
    // delay on a pending task delays it again (on the stored 'delayed' it would un-delay)
    const again = await taskAction(t, cookie, task.id, { action: "delay" });
    expect(again.body).toMatchObject({ status: "delayed" });
  });

  it("GET of one task also clears an expired delay", async () => {
    const task = await createTask(t, cookie);
    await taskAction(t, cookie, task.id, { action: "delay" });
    clock.advance(10 * 60_000);
    expect((await call<Task>(t, `/api/tasks/${task.id}`, { cookie })).body.status).toBe("pending");
  });
});
