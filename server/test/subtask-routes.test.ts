import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@firstly/core/contract/errors";
import type { Goal } from "@firstly/core/contract/goal";
import { scoreTasksBuiltin } from "@firstly/core/scoring/builtin/engine";
import { scoreSubtasksBuiltin } from "@firstly/core/scoring/builtin/subtasks";
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

describe("subtask scoring (issue #27)", () => {
  const main = "Launch my freelance design portfolio and land my first paying clients this spring";
  const plan = [
    {
      subtask: "Practice daily sketching for an hour",
      thoughts: [
        "Sketch people on the train in my pocket sketchbook",
        "Daily drawing exercise: 30 quick figure sketches",
      ],
    },
    {
      subtask: "Get three paying clients through referrals",
      thoughts: [
        "Email three former colleagues asking for freelance referrals",
        "Call Tom about a referral to his design agency",
      ],
    },
    {
      subtask: "Set up the portfolio website hosting and domain",
      thoughts: [
        "Buy the domain name and point it at the hosting provider",
        "Compare Netlify and Squarespace hosting plans",
      ],
    },
  ];
  const fits = (tasks: Awaited<ReturnType<typeof listTasks>>, goalId: string) =>
    tasks
      .filter((x) => x.goalAssessments[goalId]?.fits)
      .map((x) => x.text)
      .sort();

  it("each subtask fits its own thoughts; main-goal scores are the engine's for the main goal alone", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, main);
    const subs: Goal[] = [];
    for (const p of plan) subs.push(await createSubtask(t, cookie, p.subtask));
    for (const p of plan) for (const text of p.thoughts) await createTask(t, cookie, { text });
    await createTask(t, cookie, { text: "Book a dentist appointment" });
    const tasks = await listTasks(t, cookie);
    plan.forEach((p, i) => expect(fits(tasks, subs[i]!.id)).toEqual([...p.thoughts].sort()));
    const alone = scoreTasksBuiltin({ id: goal.id, type: "main", text: main }, tasks);
    for (const s of alone)
      expect(tasks.find((x) => x.id === s.taskId)?.goalAssessments[goal.id]?.score).toBe(s.score);
  });

  it("adding or completing a subtask rescores its siblings", async () => {
    const cookie = await t.signUp();
    const [a, b] = [plan[0]!, plan[2]!];
    const subA = await createSubtask(t, cookie, a.subtask);
    for (const text of [...a.thoughts, ...b.thoughts]) await createTask(t, cookie, { text });
    const before = await listTasks(t, cookie);
    const subB = await createSubtask(t, cookie, b.subtask);
    const after = await listTasks(t, cookie);
    const expected = scoreSubtasksBuiltin(
      {
        main: null,
        subtasks: [
          { id: subA.id, type: "subtask", text: a.subtask },
          { id: subB.id, type: "subtask", text: b.subtask },
        ],
      },
      after,
    );
    for (const s of expected.get(subA.id) ?? [])
      expect(after.find((x) => x.id === s.taskId)?.goalAssessments[subA.id]?.score).toBe(s.score);
    // alone, the first subtask scored the hosting thoughts on its own; with a sibling they are its
    expect(fits(after, subB.id)).toEqual([...b.thoughts].sort());
    expect(fits(after, subA.id)).toEqual([...a.thoughts].sort());
    expect(before.map((x) => x.goalAssessments[subA.id]?.score)).not.toEqual(
      after.map((x) => x.goalAssessments[subA.id]?.score),
    );

    await call(t, `/api/goals/${subB.id}/complete`, { cookie, method: "POST" });
    const alone = await listTasks(t, cookie);
    const single = scoreSubtasksBuiltin(
      { main: null, subtasks: [{ id: subA.id, type: "subtask", text: a.subtask }] },
      alone,
    );
    for (const s of single.get(subA.id) ?? [])
      expect(alone.find((x) => x.id === s.taskId)?.goalAssessments[subA.id]?.score).toBe(s.score);
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
