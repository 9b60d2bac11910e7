import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createSubtask,
  createTask,
  listTasks,
} from "./support/feature-helpers";

const clock = createClock();
let t: TestApp;
let alice: string;
let bob: string;
let aliceTask: Task;
let aliceGoal: Goal;
let aliceSubtask: Goal;

beforeAll(async () => {
  t = await createFeatureApp(clock);
  alice = await t.signUp();
  bob = await t.signUp();
  aliceGoal = await createMainGoal(t, alice);
  aliceSubtask = await createSubtask(t, alice);
  aliceTask = await createTask(t, alice, { text: "Alice's private training plan" });
});
afterAll(async () => {
  await t.close();
});

const notFound = { status: 404, error: { code: "NOT_FOUND", message: "Not found" } };

describe("owner isolation: another user's ids answer 404 and change nothing", () => {
  it("tasks: get, patch, delete and every action", async () => {
    expect(await call(t, `/api/tasks/${aliceTask.id}`, { cookie: bob })).toMatchObject(notFound);
    expect(
      await call(t, `/api/tasks/${aliceTask.id}`, {
        cookie: bob,
        method: "PATCH",
        body: { text: "pwned" },
      }),
    ).toMatchObject(notFound);
    expect(
      await call(t, `/api/tasks/${aliceTask.id}`, { cookie: bob, method: "DELETE" }),
    ).toMatchObject(notFound);
    for (const action of ["complete", "uncomplete", "delay", "skip", "restore", "schedule"]) {
      expect(
        await call(t, `/api/tasks/${aliceTask.id}/actions`, { cookie: bob, body: { action } }),
      ).toMatchObject(notFound);
    }
    const [still] = await listTasks(t, alice);
    expect(still).toMatchObject({
      id: aliceTask.id,
      text: aliceTask.text,
      status: "pending",
      version: aliceTask.version,
    });
  });

  it("tasks: creating with someone else's id is 404, not a takeover", async () => {
    const reply = await call(t, "/api/tasks", {
      cookie: bob,
      body: { id: aliceTask.id, text: "mine now" },
    });
    expect(reply).toMatchObject(notFound);
    expect((await listTasks(t, alice))[0]?.text).toBe(aliceTask.text);
  });

  it("goals: patch, complete and restore", async () => {
    for (const goal of [aliceGoal, aliceSubtask]) {
      expect(
        await call(t, `/api/goals/${goal.id}`, {
          cookie: bob,
          method: "PATCH",
          body: { name: "pwned" },
        }),
      ).toMatchObject(notFound);
      expect(
        await call(t, `/api/goals/${goal.id}/complete`, { cookie: bob, method: "POST" }),
      ).toMatchObject(notFound);
      expect(
        await call(t, `/api/goals/${goal.id}/restore`, { cookie: bob, method: "POST" }),
      ).toMatchObject(notFound);
    }
    const goals = (await call<{ goals: Goal[] }>(t, "/api/goals", { cookie: alice })).body.goals;
    expect(goals.map((g) => [g.id, g.status, g.name])).toEqual(
      expect.arrayContaining([
        [aliceGoal.id, "active", aliceGoal.name],
        [aliceSubtask.id, "active", aliceSubtask.name],
      ]),
    );
    expect(goals).toHaveLength(2);
  });

  it("goals: creating with someone else's goal id is 404", async () => {
    const reply = await call(t, "/api/goals/subtasks", {
      cookie: bob,
      body: { id: aliceSubtask.id, description: "mine" },
    });
    expect(reply).toMatchObject(notFound);
  });

  it("lists: Bob never sees Alice's tasks, goals, settings or usage", async () => {
    await createTask(t, bob, { text: "Bob's own note" });
    const bobTasks = await listTasks(t, bob);
    expect(bobTasks.map((x) => x.text)).toEqual(["Bob's own note"]);
    expect(JSON.stringify(bobTasks)).not.toContain(aliceGoal.id);
    expect((await call<{ goals: Goal[] }>(t, "/api/goals", { cookie: bob })).body.goals).toEqual(
      [],
    );
    expect(
      (await call<{ mainGoal: string | null }>(t, "/api/settings", { cookie: bob })).body.mainGoal,
    ).toBeNull();
    expect(
      (await call<{ totalItems: number }>(t, "/api/usage", { cookie: bob })).body.totalItems,
    ).toBe(1);
    expect(
      await call(t, "/api/goals/main", {
        cookie: bob,
        method: "PATCH",
        body: { description: "Take over Alice's goal" },
      }),
    ).toMatchObject({
      status: 404,
    });
  });

  it("without a session every feature endpoint is 401", async () => {
    for (const path of [
      "/api/tasks",
      "/api/goals",
      "/api/settings",
      "/api/usage",
      `/api/tasks/${aliceTask.id}`,
    ]) {
      expect((await t.request(path)).status).toBe(401);
    }
  });
});

describe("owner isolation through the new doors: access tokens, MCP and the calendar feed", () => {
  const bearer = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
    t.app.request(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  it("Bob's token never reaches Alice's tasks or goals; Bob cannot revoke Alice's token", async () => {
    const made = await call<{ id: string; token: string }>(t, "/api/tokens", {
      cookie: bob,
      body: { name: "Bob's script", scope: "write" },
    });
    const { token } = made.body;
    for (const [method, path, body] of [
      ["GET", `/api/tasks/${aliceTask.id}`, undefined],
      ["PATCH", `/api/tasks/${aliceTask.id}`, { text: "pwned" }],
      ["DELETE", `/api/tasks/${aliceTask.id}`, undefined],
      ["POST", `/api/tasks/${aliceTask.id}/actions`, { action: "complete" }],
      ["PATCH", `/api/goals/${aliceSubtask.id}`, { description: "Take over Alice's subtask" }],
      ["POST", `/api/goals/${aliceSubtask.id}/complete`, undefined],
    ] as const) {
      expect((await bearer(token, path, { method, body })).status, `${method} ${path}`).toBe(404);
    }
    const listed = (await (await bearer(token, "/api/tasks")).json()) as { tasks: Task[] };
    expect(listed.tasks.map((x) => x.id)).not.toContain(aliceTask.id);
    const goals = (await (await bearer(token, "/api/goals")).json()) as { goals: Goal[] };
    expect(goals.goals.map((g) => g.id)).not.toContain(aliceGoal.id);

    const aliceToken = await call<{ id: string }>(t, "/api/tokens", {
      cookie: alice,
      body: { name: "Alice's script", scope: "read" },
    });
    expect(
      await call(t, `/api/tokens/${aliceToken.body.id}`, { cookie: bob, method: "DELETE" }),
    ).toMatchObject(notFound);
    const aliceList = await call<{ tokens: { id: string }[] }>(t, "/api/tokens", { cookie: alice });
    expect(aliceList.body.tokens.map((x) => x.id)).toContain(aliceToken.body.id);
  });

  it("Bob's calendar feed shows only Bob's thoughts", async () => {
    const feed = await call<{ url: string }>(t, "/api/calendar/feed", {
      cookie: bob,
      method: "POST",
    });
    await call(t, `/api/tasks/${aliceTask.id}/actions`, {
      cookie: alice,
      body: { action: "delay" },
    });
    const ics = await (
      await t.app.request(new URL(feed.body.url.replace(/^webcal:/, "http:")).pathname)
    ).text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).not.toContain(aliceTask.id);
    await call(t, `/api/tasks/${aliceTask.id}/actions`, {
      cookie: alice,
      body: { action: "delay" },
    });
  });
});
