import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@firstly/core/contract/errors";
import type { Goal } from "@firstly/core/contract/goal";
import type { Settings } from "@firstly/core/contract/settings";
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

const goals = async (cookie: string) =>
  (await call<{ goals: Goal[] }>(t, "/api/goals", { cookie })).body.goals;
const settings = async (cookie: string) =>
  (await call<Settings>(t, "/api/settings", { cookie })).body;

describe("main goal validation (docs/behaviour/validation.md#main-goal)", () => {
  it.each([
    ["   ", messages.mainGoalEmpty],
    ["  too short ", messages.mainGoalShort],
    ["x".repeat(501), messages.mainGoalLong],
  ])("%j → %s", async (description, message) => {
    const cookie = await t.signUp();
    const reply = await call(t, "/api/goals/main", { cookie, body: { description } });
    expect(reply).toMatchObject({ status: 400, error: { code: "VALIDATION", message } });
  });

  it("stores the trimmed text; the name is its first 100 characters", async () => {
    const cookie = await t.signUp();
    const long = `  ${"Become a strong runner ".repeat(10).trim()}  `;
    const goal = await createMainGoal(t, cookie, long);
    expect(goal.description).toBe(long.trim());
    expect(goal.name).toBe(long.trim().slice(0, 100));
    expect((await settings(cookie)).mainGoal).toBe(long.trim());
  });
});

describe("main goal lifecycle", () => {
  it("a new main goal completes the active one and removes its scores from tasks", async () => {
    const cookie = await t.signUp();
    const first = await createMainGoal(t, cookie, "Run a marathon this autumn");
    const task = await createTask(t, cookie, { text: "Long run on Sunday morning" });
    expect(task.goalAssessments[first.id]).toBeDefined();
    const second = await createMainGoal(t, cookie, "Ship the side project by June");
    const all = await goals(cookie);
    expect(all.find((g) => g.id === first.id)).toMatchObject({
      status: "completed",
      completedAt: clock.now.toISOString(),
    });
    expect(all.filter((g) => g.type === "main" && g.status === "active").map((g) => g.id)).toEqual([
      second.id,
    ]);
    const [scored] = await listTasks(t, cookie);
    expect(Object.keys(scored?.goalAssessments ?? {})).toEqual([second.id]);
    const s = await settings(cookie);
    expect(s.mainGoal).toBe("Ship the side project by June");
    expect(s.completedMainGoals.map((g) => g.id)).toEqual([first.id]);
    expect(s.goalHistory).toEqual(["Run a marathon this autumn"]);
  });

  it("updating without an active main goal is 404 with the spec's message", async () => {
    const cookie = await t.signUp();
    const reply = await call(t, "/api/goals/main", {
      cookie,
      method: "PATCH",
      body: { description: "A brand new direction" },
    });
    expect(reply).toMatchObject({
      status: 404,
      error: { code: "NOT_FOUND", message: messages.noMainGoalToUpdate },
    });
  });

  it("updating the main goal text rescores tasks against it", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Run a marathon this autumn");
    await createTask(t, cookie, { text: "Write the chapter outline" });
    clock.advance(1000);
    const reply = await call<Goal>(t, "/api/goals/main", {
      cookie,
      method: "PATCH",
      body: { description: "Finish writing my novel" },
    });
    expect(reply.body).toMatchObject({
      id: goal.id,
      description: "Finish writing my novel",
      name: "Finish writing my novel",
    });
    const [task] = await listTasks(t, cookie);
    expect(task?.goalAssessments[goal.id]?.scoredAt).toBe(clock.now.toISOString());
    expect((await settings(cookie)).mainGoal).toBe("Finish writing my novel");
  });

  it("completing the main goal clears its scores and empties settings.mainGoal", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie);
    await createTask(t, cookie, { text: "Interval training" });
    const done = await call<Goal>(t, `/api/goals/${goal.id}/complete`, { cookie, method: "POST" });
    expect(done.body).toMatchObject({ status: "completed", completedAt: clock.now.toISOString() });
    expect((await listTasks(t, cookie))[0]?.goalAssessments).toEqual({});
    expect((await settings(cookie)).mainGoal).toBeNull();
    expect(
      (await call(t, `/api/goals/${goal.id}/complete`, { cookie, method: "POST" })).status,
    ).toBe(409);
  });

  it("restoring a main goal is refused while another is active, allowed once it is not", async () => {
    const cookie = await t.signUp();
    const first = await createMainGoal(t, cookie, "Run a marathon this autumn");
    const second = await createMainGoal(t, cookie, "Ship the side project by June");
    const refused = await call(t, `/api/goals/${first.id}/restore`, { cookie, method: "POST" });
    expect(refused).toMatchObject({
      status: 409,
      error: { code: "CONFLICT", message: messages.completeCurrentMainGoalFirst },
    });
    await call(t, `/api/goals/${second.id}/complete`, { cookie, method: "POST" });
    const before = (await call<{ totalItems: number }>(t, "/api/usage", { cookie })).body
      .totalItems;
    const restored = await call<Goal>(t, `/api/goals/${first.id}/restore`, {
      cookie,
      method: "POST",
    });
    expect(restored.body).toMatchObject({ status: "active", completedAt: null });
    const s = await settings(cookie);
    expect(s.mainGoal).toBe("Run a marathon this autumn");
    expect(s.completedMainGoals.map((g) => g.id)).toEqual([second.id]);
    expect((await call<{ totalItems: number }>(t, "/api/usage", { cookie })).body.totalItems).toBe(
      before + 1,
    );
    expect(
      (await call(t, `/api/goals/${first.id}/restore`, { cookie, method: "POST" })).status,
    ).toBe(409);
  });
});
