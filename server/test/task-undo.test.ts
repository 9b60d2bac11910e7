import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@firstly/core/contract/task";
import { UNDO_UNAVAILABLE_MESSAGE, UNDO_WINDOW_MS } from "@firstly/core/domain/task-undo";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createTask,
  listTasks,
} from "./support/feature-helpers";

const clock = createClock();
let t: TestApp;
beforeAll(async () => {
  t = await createFeatureApp(clock);
});
afterAll(async () => {
  await t.close();
});

const act = (cookie: string, id: string, action: string) =>
  call<Task>(t, `/api/tasks/${id}/actions`, { cookie, body: { action } });
const undo = (cookie: string, id: string) =>
  call<Task>(t, `/api/tasks/${id}/undo`, { cookie, method: "POST" });
/** what places a thought on home: status, dates, schedule and its scores */
const place = (task: Task) => ({
  status: task.status,
  completedAt: task.completedAt,
  delayEndsAt: task.delayEndsAt,
  recurrence: task.recurrence,
  goalAssessments: task.goalAssessments,
});

describe("undo (issue 25)", () => {
  it("puts a completed thought back exactly where it was, scores included, counting no usage", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie);
    const task = await createTask(t, cookie, { text: "Run 5 km on Saturday morning" });
    const before = (await listTasks(t, cookie)).find((x) => x.id === task.id)!;
    const usageBefore = await call<{ totalItems: number }>(t, "/api/usage", { cookie });

    const done = await act(cookie, task.id, "complete");
    expect(done.body.status).toBe("completed");
    expect(done.body.goalAssessments).toEqual({});

    clock.advance(3_000);
    const back = await undo(cookie, task.id);
    expect(back.status).toBe(200);
    expect(place(back.body)).toEqual(place(before));
    const usage = await call<{ totalItems: number }>(t, "/api/usage", { cookie });
    expect(usage.body.totalItems).toBe(usageBefore.body.totalItems);
    // once: the same Undo again has nothing to undo
    expect((await undo(cookie, task.id)).error).toEqual({
      code: "CONFLICT",
      message: UNDO_UNAVAILABLE_MESSAGE,
    });
  });

  it("undoes Delay, Archive and restore to the status and dates they replaced", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "Call the bank" });
    const delayed = await act(cookie, task.id, "delay");
    expect(delayed.body.status).toBe("delayed");
    expect((await undo(cookie, task.id)).body).toMatchObject({
      status: "pending",
      delayEndsAt: null,
    });

    expect((await act(cookie, task.id, "skip")).body.status).toBe("skipped");
    expect((await undo(cookie, task.id)).body.status).toBe("pending");

    const completed = await act(cookie, task.id, "complete");
    clock.advance(UNDO_WINDOW_MS + 1);
    expect((await act(cookie, task.id, "restore")).body.status).toBe("pending");
    const again = await undo(cookie, task.id);
    expect(again.body).toMatchObject({
      status: "completed",
      completedAt: completed.body.completedAt,
    });
  });

  it("brings a deleted thought back", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "Water the plants" });
    expect((await call(t, `/api/tasks/${task.id}`, { cookie, method: "DELETE" })).status).toBe(200);
    expect((await listTasks(t, cookie)).map((x) => x.id)).not.toContain(task.id);
    expect((await undo(cookie, task.id)).status).toBe(200);
    expect((await listTasks(t, cookie)).map((x) => x.id)).toContain(task.id);
  });

  it("refuses after a minute, after another change, and for another person's thought", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "Book the dentist" });
    await act(cookie, task.id, "complete");
    clock.advance(UNDO_WINDOW_MS + 1);
    expect((await undo(cookie, task.id)).status).toBe(409);

    const other = await createTask(t, cookie, { text: "Pay the rent" });
    await act(cookie, other.id, "skip");
    await call(t, `/api/tasks/${other.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "Pay the rent today" },
    });
    expect((await undo(cookie, other.id)).status).toBe(409);

    const third = await createTask(t, cookie, { text: "Renew the passport" });
    await act(cookie, third.id, "complete");
    const stranger = await t.signUp();
    expect((await undo(stranger, third.id)).status).toBe(404);
    expect((await undo(cookie, "not-a-task")).status).toBe(404);
  });
});
