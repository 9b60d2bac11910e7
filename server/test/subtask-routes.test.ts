import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@firstly/core/contract/errors";
import type { Goal } from "@firstly/core/contract/goal";
import { userGoals, userTasks } from "../src/db/schema";
import { runMaintenanceSweep } from "../src/jobs/maintenance-sweep";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createSubtask,
  createTask,
  listTasks,
  taskAction,
} from "./support/feature-helpers";

const clock = createClock();
let t: TestApp;
beforeAll(async () => {
  t = await createFeatureApp(clock);
});
afterAll(async () => {
  await t.close();
});

describe("subtasks", () => {
  it("creation trims and refuses blank text", async () => {
    const cookie = await t.signUp();
    expect(
      (await call(t, "/api/goals/subtasks", { cookie, body: { description: "   " } })).status,
    ).toBe(400);
    const sub = await createSubtask(t, cookie, "  Run 5k three times a week  ");
    expect(sub).toMatchObject({
      type: "subtask",
      status: "active",
      description: "Run 5k three times a week",
    });
  });

  it("completing a subtask removes its scores from uncompleted tasks only", async () => {
    const cookie = await t.signUp();
    const sub = await createSubtask(t, cookie);
    const open = await createTask(t, cookie, { text: "Run 5k on Tuesday" });
    const done = await createTask(t, cookie, { text: "Run 5k on Monday" });
    await taskAction(t, cookie, done.id, { action: "complete" });
    // a completed task keeps the score it was done under (simulated: completing clears all)
    const kept = { ...open.goalAssessments[sub.id]! };
    await t.deps.db
      .update(userTasks)
      .set({ goalAssessments: { [sub.id]: kept } })
      .where(eq(userTasks.id, done.id));
    await call(t, `/api/goals/${sub.id}/complete`, { cookie, method: "POST" });
    const tasks = await listTasks(t, cookie);
    expect(tasks.find((x) => x.id === open.id)?.goalAssessments).toEqual({});
    expect(tasks.find((x) => x.id === done.id)?.goalAssessments[sub.id]).toBeDefined();
  });

  it("restoring a subtask is never refused for an active main goal", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie);
    const sub = await createSubtask(t, cookie);
    await call(t, `/api/goals/${sub.id}/complete`, { cookie, method: "POST" });
    expect(
      (await call<Goal>(t, `/api/goals/${sub.id}/restore`, { cookie, method: "POST" })).body.status,
    ).toBe("active");
  });
});

describe("goal title edit", () => {
  it.each([
    ["main", "Goal title cannot be empty"],
    ["subtask", "Subtask title cannot be empty"],
  ] as const)("an empty %s title is 400 '%s'", async (type, message) => {
    const cookie = await t.signUp();
    const goal = type === "main" ? await createMainGoal(t, cookie) : await createSubtask(t, cookie);
    const reply = await call(t, `/api/goals/${goal.id}`, {
      cookie,
      method: "PATCH",
      body: { name: "   " },
    });
    expect(reply).toMatchObject({ status: 400, error: { code: "VALIDATION", message } });
  });

  it("main goal text edits use the main goal rules", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie);
    const reply = await call(t, `/api/goals/${goal.id}`, {
      cookie,
      method: "PATCH",
      body: { description: "short" },
    });
    expect(reply).toMatchObject({ status: 400, error: { message: messages.mainGoalShort } });
  });

  it("renaming a subtask resets its image, untags tasks and rescores", async () => {
    const cookie = await t.signUp();
    const sub = await createSubtask(t, cookie, "Run 5k");
    await t.deps.db
      .update(userGoals)
      .set({ imageUrl: "https://example.com/old.png" })
      .where(eq(userGoals.id, sub.id));
    const task = await createTask(t, cookie, { text: "Learn French verbs" });
    await call(t, `/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { subtaskTags: [sub.id, "other"] },
    });
    clock.advance(1000);
    const renamed = await call<Goal>(t, `/api/goals/${sub.id}`, {
      cookie,
      method: "PATCH",
      body: { name: "  Learn French  " },
    });
    expect(renamed.body).toMatchObject({
      name: "Learn French",
      description: "Learn French",
      imageURL: null,
    });
    const [after] = await listTasks(t, cookie);
    expect(after?.subtaskTags).toEqual(["other"]);
    expect(after?.goalAssessments[sub.id]?.scoredAt).toBe(clock.now.toISOString());
  });
});

describe("goal consistency cleanup", () => {
  it("removes main-goal assessments whose goal is not active, keeps the rest", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie);
    const sub = await createSubtask(t, cookie);
    const task = await createTask(t, cookie, { text: "Hill sprints" });
    const main = task.goalAssessments[goal.id]!;
    await t.deps.db
      .update(userTasks)
      .set({
        goalAssessments: sql`${userTasks.goalAssessments} || ${JSON.stringify({ "gone-goal": main })}::jsonb`,
      })
      .where(eq(userTasks.id, task.id));
    const [listed] = await listTasks(t, cookie);
    expect(Object.keys(listed?.goalAssessments ?? {}).sort()).toEqual([goal.id, sub.id].sort());
    // the read left the row alone; the maintenance sweep removes the orphan for good
    const row = async () =>
      (await t.deps.db.select().from(userTasks).where(eq(userTasks.id, task.id)))[0];
    expect(Object.keys((await row())?.goalAssessments ?? {})).toContain("gone-goal");
    await runMaintenanceSweep(t.deps);
    expect(Object.keys((await row())?.goalAssessments ?? {}).sort()).toEqual(
      [goal.id, sub.id].sort(),
    );
  });
});
