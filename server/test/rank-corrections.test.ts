import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";
import { moveOneTier, NOT_FOR_GOAL_SCORE } from "@firstly/core/scoring/personal/rank-correction";
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

const clock = createClock();
let t: TestApp;
beforeAll(async () => {
  t = await createFeatureApp(clock);
});
afterAll(async () => {
  await t.close();
});

const correct = (cookie: string, taskId: string, body: unknown) =>
  call<Task>(t, `/api/tasks/${taskId}/correction`, { cookie, method: "PUT", body });
const undo = (cookie: string, taskId: string, goalId: string) =>
  call<Task>(t, `/api/tasks/${taskId}/correction/${goalId}`, { cookie, method: "DELETE" });
const inList = async (cookie: string, id: string) => {
  const task = (await listTasks(t, cookie)).find((x) => x.id === id);
  if (!task) throw new Error(`task ${id} not listed`);
  return task;
};

async function personWithTask(text = "Buy new running shoes for the marathon") {
  const cookie = await t.signUp();
  const goal = await createMainGoal(t, cookie);
  const task = await createTask(t, cookie, { text });
  const engine = task.goalAssessments[goal.id]?.score ?? 0;
  return { cookie, goal, task, engine };
}

describe("PUT /api/tasks/:id/correction", () => {
  it("moves a thought one tier up, keeps the engine's score beside it and shows in the list", async () => {
    const { cookie, goal, task, engine } = await personWithTask();
    const reply = await correct(cookie, task.id, { goalId: goal.id, kind: "up" });
    expect(reply.status).toBe(200);
    expect(reply.body.rankCorrections[goal.id]).toEqual({
      kind: "up",
      at: clock.now.toISOString(),
    });
    expect(reply.body.goalAssessments[goal.id]).toMatchObject({
      score: moveOneTier(engine, -1),
      engineScore: engine,
    });
    const listed = await inList(cookie, task.id);
    expect(listed.goalAssessments[goal.id]?.score).toBe(moveOneTier(engine, -1));
    expect(listed.rankCorrections[goal.id]?.kind).toBe("up");
    const one = await call<Task>(t, `/api/tasks/${task.id}`, { cookie });
    expect(one.body.goalAssessments[goal.id]?.score).toBe(moveOneTier(engine, -1));
  });

  it("is idempotent: the same correction again changes nothing; another kind replaces it", async () => {
    const { cookie, goal, task, engine } = await personWithTask();
    const first = await correct(cookie, task.id, { goalId: goal.id, kind: "down" });
    clock.advance(1000);
    const again = await correct(cookie, task.id, { goalId: goal.id, kind: "down" });
    expect(again.body).toEqual(first.body);
    expect(again.body.goalAssessments[goal.id]?.score).toBe(moveOneTier(engine, 1));
    const replaced = await correct(cookie, task.id, { goalId: goal.id, kind: "not_for_goal" });
    expect(replaced.body.version).toBe(first.body.version + 1);
    expect(replaced.body.goalAssessments[goal.id]).toMatchObject({
      score: Math.max(engine, NOT_FOR_GOAL_SCORE),
      fits: false,
      engineScore: engine,
    });
  });

  it("survives the goal's text changing (rescoring) and the engine running again", async () => {
    const { cookie, goal, task } = await personWithTask("Stretch after every run");
    await correct(cookie, task.id, { goalId: goal.id, kind: "up" });
    const edited = await call<Goal>(t, "/api/goals/main", {
      cookie,
      method: "PATCH",
      body: { description: "Run a marathon under four hours without injury" },
    });
    expect(edited.status).toBe(200);
    const after = await inList(cookie, task.id);
    const assessment = after.goalAssessments[goal.id];
    expect(assessment?.engineScore).toBeDefined();
    expect(assessment?.score).toBe(moveOneTier(assessment?.engineScore ?? 0, -1));
    expect(after.rankCorrections[goal.id]?.kind).toBe("up");
    // editing the thought's text rescores it too: the correction still holds
    await call(t, `/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "Stretch for ten minutes after every run" },
    });
    const rescored = await inList(cookie, task.id);
    expect(rescored.rankCorrections[goal.id]?.kind).toBe("up");
    expect(rescored.goalAssessments[goal.id]?.score).toBe(
      moveOneTier(rescored.goalAssessments[goal.id]?.engineScore ?? 0, -1),
    );
  });

  it("refuses bad input with a message and changes nothing", async () => {
    const { cookie, goal, task } = await personWithTask();
    const sideways = await correct(cookie, task.id, { goalId: goal.id, kind: "sideways" });
    expect(sideways.status).toBe(400);
    expect(sideways.error).toEqual({
      code: "VALIDATION",
      message: "Correction must be up, down or not_for_goal",
    });
    const noGoal = await correct(cookie, task.id, { kind: "up" });
    expect(noGoal.status).toBe(400);
    const unknownGoal = await correct(cookie, task.id, { goalId: "no-such-goal", kind: "up" });
    expect(unknownGoal.status).toBe(404);
    expect(unknownGoal.error).toEqual({ code: "NOT_FOUND", message: "Not found" });
    expect((await inList(cookie, task.id)).rankCorrections).toEqual({});
  });

  it("another person's task or goal is not found, and their list is untouched", async () => {
    const mine = await personWithTask();
    const theirs = await personWithTask();
    const onTheirTask = await correct(mine.cookie, theirs.task.id, {
      goalId: mine.goal.id,
      kind: "up",
    });
    expect(onTheirTask.status).toBe(404);
    expect(onTheirTask.error?.message).toBe("Not found");
    const withTheirGoal = await correct(mine.cookie, mine.task.id, {
      goalId: theirs.goal.id,
      kind: "up",
    });
    expect(withTheirGoal.status).toBe(404);
    await correct(theirs.cookie, theirs.task.id, { goalId: theirs.goal.id, kind: "down" });
    const undoTheirs = await undo(mine.cookie, theirs.task.id, theirs.goal.id);
    expect(undoTheirs.status).toBe(404);
    expect(
      (await inList(theirs.cookie, theirs.task.id)).rankCorrections[theirs.goal.id]?.kind,
    ).toBe("down");
  });
});

describe("export", () => {
  it("exports the score the person sees, correction applied", async () => {
    const { cookie, goal, task } = await personWithTask();
    const moved = await correct(cookie, task.id, { goalId: goal.id, kind: "down" });
    const res = await t.request("/api/export?format=json", { cookie });
    expect(res.status).toBe(200);
    const { notes } = (await res.json()) as { notes: { content: string; goalScore: number }[] };
    const score = moved.body.goalAssessments[goal.id]?.score;
    expect(score).not.toBe(moved.body.goalAssessments[goal.id]?.engineScore);
    expect(notes.find((n) => n.content === task.text)?.goalScore).toBe(score);
  });
});

describe("DELETE /api/tasks/:id/correction/:goalId", () => {
  it("undoes the correction (the engine's score again) and repeating it is harmless", async () => {
    const { cookie, goal, task, engine } = await personWithTask();
    await correct(cookie, task.id, { goalId: goal.id, kind: "up" });
    const undone = await undo(cookie, task.id, goal.id);
    expect(undone.status).toBe(200);
    expect(undone.body.rankCorrections).toEqual({});
    expect(undone.body.goalAssessments[goal.id]?.score).toBe(engine);
    expect(undone.body.goalAssessments[goal.id]?.engineScore).toBeUndefined();
    const again = await undo(cookie, task.id, goal.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(undone.body);
    expect((await inList(cookie, task.id)).goalAssessments[goal.id]?.score).toBe(engine);
  });

  it("a write needs the app's own origin", async () => {
    const { cookie, goal, task } = await personWithTask();
    await correct(cookie, task.id, { goalId: goal.id, kind: "up" });
    const res = await t.request(`/api/tasks/${task.id}/correction/${goal.id}`, {
      method: "DELETE",
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await inList(cookie, task.id)).rankCorrections[goal.id]?.kind).toBe("up");
  });
});

describe("learning from the person's corrections", () => {
  it("after 3 corrections moving 'call the vet about X' down, a new similar thought lands below where the engine put it", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Keep my pets healthy and happy this year");
    for (const text of [
      "Call the vet about Rex's vaccination",
      "Call the vet about the cat's teeth",
      "Call the vet about flea pills",
    ]) {
      const task = await createTask(t, cookie, { text });
      await correct(cookie, task.id, { goalId: goal.id, kind: "down" });
    }
    const fresh = await createTask(t, cookie, { text: "Call the vet about the dog's limp" });
    const assessment = fresh.goalAssessments[goal.id];
    expect(assessment?.engineScore).toBeDefined();
    expect(assessment?.learnedShift).toBeGreaterThan(0);
    expect(assessment?.score).toBeGreaterThan(assessment?.engineScore ?? Infinity);
    // the list and other devices agree
    expect((await inList(cookie, fresh.id)).goalAssessments[goal.id]?.score).toBe(
      assessment?.score,
    );
    // an unrelated thought is left as the engine scored it
    const other = await createTask(t, cookie, { text: "Buy a new water bowl" });
    expect(other.goalAssessments[goal.id]?.engineScore).toBeUndefined();
  });

  it("the learning a complete reads in its own message holds the corrections too", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Keep my pets healthy and happy this year");
    for (const text of ["Call the vet about Rex's eyes", "Call the vet about the cat's ears"]) {
      const task = await createTask(t, cookie, { text });
      await correct(cookie, task.id, { goalId: goal.id, kind: "down" });
    }
    // the complete keeps the learner it built from the rows its message read (learner-cache.ts);
    // the create after it finds the same fingerprint and uses that learner without a read
    const walk = await createTask(t, cookie, { text: "Buy a longer lead for walks" });
    await taskAction(t, cookie, walk.id, { action: "complete" });
    const fresh = await createTask(t, cookie, { text: "Call the vet about the dog's paw" });
    expect(fresh.goalAssessments[goal.id]?.learnedShift).toBeGreaterThan(0);
    expect((await inList(cookie, fresh.id)).goalAssessments[goal.id]?.score).toBe(
      fresh.goalAssessments[goal.id]?.score,
    );
  });

  it("completing a thought leans similar ones slightly earlier", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie);
    const done = await createTask(t, cookie, { text: "Book a physio session for my knee" });
    await taskAction(t, cookie, done.id, { action: "complete" });
    const fresh = await createTask(t, cookie, { text: "Book a physio session for my ankle" });
    const assessment = fresh.goalAssessments[goal.id];
    expect(assessment?.learnedShift).toBeLessThan(0);
    expect(assessment?.score).toBeLessThan(assessment?.engineScore ?? 0);
  });
});
