import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import { subscriptionStatus, userGoals, userSettings, userTasks } from "../src/db/schema";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createTask,
  listTasks,
} from "./support/feature-helpers";

/**
 * An edit or a complete reads the thought without the person's lock and writes it in one message
 * that takes the lock (use-cases/tasks/update-if-unchanged.ts). These tests put another write
 * exactly between the two: the first write must then end as if it had waited for the lock.
 */
const clock = createClock();
let t: TestApp;
beforeAll(async () => {
  t = await createFeatureApp(clock);
});
afterAll(async () => {
  await t.close();
});

/** Runs `between` once, just before the next message that takes a person's lock to write. */
function beforeNextLockedWrite(between: () => Promise<unknown>) {
  const database = t.deps.database;
  const batch = database.batch.bind(database);
  const prepared = database.prepared.bind(database);
  let ran = false;
  const restore = () => {
    database.batch = batch;
    database.prepared = prepared;
  };
  const takesLock = (text: string | undefined) =>
    text?.trimStart().startsWith("select pg_advisory_xact_lock") ?? false;
  database.batch = async (text) => {
    if (!ran && takesLock(text)) {
      ran = true;
      restore();
      await between();
    }
    return batch(text);
  };
  database.prepared = async (statements) => {
    if (!ran && takesLock(statements[0]?.text)) {
      ran = true;
      restore();
      await between();
    }
    return prepared(statements);
  };
  return {
    get ran() {
      return ran;
    },
  };
}

const edit = (cookie: string, id: string, body: Record<string, unknown>) =>
  call<Task>(t, `/api/tasks/${id}`, { cookie, method: "PATCH", body });
const complete = (cookie: string, id: string) =>
  call<Task>(t, `/api/tasks/${id}/actions`, { cookie, body: { action: "complete" } });
const stored = async (id: string) => {
  const [row] = await t.deps.db.select().from(userTasks).where(eq(userTasks.id, id));
  return row;
};

describe("a write that races another write of the same person", () => {
  it("an edit whose thought is completed meanwhile edits the completed thought", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie);
    const task = await createTask(t, cookie, { text: "Book the physio" });
    const hook = beforeNextLockedWrite(() => complete(cookie, task.id));
    const reply = await edit(cookie, task.id, { text: "Book the physio for Monday" });
    expect(hook.ran).toBe(true);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe("completed");
    expect(reply.body.text).toBe("Book the physio for Monday");
    // a completed thought takes no part in scoring, so the edit's new scores were not written
    expect(reply.body.goalAssessments).toEqual({});
    expect(reply.body.version).toBe(task.version + 2);
    const row = await stored(task.id);
    expect(row?.status).toBe("completed");
    expect(row?.completedAt).not.toBeNull();
    expect(row?.text).toBe("Book the physio for Monday");
    expect(row?.goalAssessments).toEqual({});
  });

  it("a complete whose thought is edited meanwhile completes the edited words", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie);
    const task = await createTask(t, cookie, { text: "Call the plumber" });
    const hook = beforeNextLockedWrite(() =>
      edit(cookie, task.id, { text: "Call the plumber about the boiler" }),
    );
    const reply = await complete(cookie, task.id);
    expect(hook.ran).toBe(true);
    expect(reply.body.status).toBe("completed");
    expect(reply.body.text).toBe("Call the plumber about the boiler");
    expect(reply.body.version).toBe(task.version + 2);
    // Undo puts back what the complete replaced: the edited thought, not the one first read
    const undone = await call<Task>(t, `/api/tasks/${task.id}/undo`, { cookie, body: {} });
    expect(undone.body.status).toBe("pending");
    expect(undone.body.text).toBe("Call the plumber about the boiler");
  });

  it("an edit whose thought is deleted meanwhile is 404 and leaves it deleted", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "Renew the passport" });
    const hook = beforeNextLockedWrite(() =>
      call(t, `/api/tasks/${task.id}`, { cookie, method: "DELETE" }),
    );
    const reply = await edit(cookie, task.id, { text: "Renew the passport before June" });
    expect(hook.ran).toBe(true);
    expect(reply.status).toBe(404);
    const row = await stored(task.id);
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.text).toBe("Renew the passport");
  });

  it("an edit whose main goal changes meanwhile is scored against the new goal", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Learn to play the piano");
    const task = await createTask(t, cookie, { text: "Practise scales for twenty minutes" });
    const hook = beforeNextLockedWrite(() =>
      call(t, "/api/goals/main", {
        cookie,
        method: "PATCH",
        body: { description: "Run a marathon in the autumn" },
      }),
    );
    const text = "Long run on Sunday, 16 km at an easy pace";
    const reply = await edit(cookie, task.id, { text });
    expect(hook.ran).toBe(true);
    // the same words written after the change are scored the same way
    const fresh = await createTask(t, cookie, { text });
    const goalId = Object.keys(fresh.goalAssessments)[0] ?? goal.id;
    expect(reply.body.goalAssessments[goalId]?.score).toBe(fresh.goalAssessments[goalId]?.score);
    const listed = (await listTasks(t, cookie)).find((x) => x.id === task.id);
    expect(listed?.goalAssessments[goalId]?.score).toBe(fresh.goalAssessments[goalId]?.score);
  });

  it("an edit is scored against the goals as they are when it writes, even if the thought was not touched", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Learn to play the piano");
    const task = await createTask(t, cookie, { text: "Practise scales for twenty minutes" });
    // a goal's words changed by a write that leaves the thoughts' rows alone
    const hook = beforeNextLockedWrite(() =>
      t.deps.db
        .update(userGoals)
        .set({ description: "Run a marathon in the autumn" })
        .where(eq(userGoals.id, goal.id)),
    );
    const text = "Long run on Sunday, 16 km at an easy pace";
    const reply = await edit(cookie, task.id, { text });
    expect(hook.ran).toBe(true);
    const fresh = await createTask(t, cookie, { text });
    expect(reply.body.goalAssessments[goal.id]?.score).toBe(fresh.goalAssessments[goal.id]?.score);
  });

  it("a write that finds nothing in its way writes once, in two round trips", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "Water the plants" });
    const hook = beforeNextLockedWrite(async () => undefined);
    const reply = await edit(cookie, task.id, { text: "Water the plants and the herbs" });
    expect(hook.ran).toBe(true);
    expect(reply.body.version).toBe(task.version + 1);
  });
});

describe("the learning an edit answers with", () => {
  it("follows a teaching thought changed by anyone, with nothing told to forget", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Run a marathon in the autumn");
    const task = await createTask(t, cookie, { text: "Buy new running shoes" });
    const other = await createTask(t, cookie, { text: "Buy new running shoes for winter" });
    const before = await edit(cookie, task.id, { text: "Buy new running shoes today" });
    // another instance (or any path) corrects the similar thought: written straight to the row
    await t.deps.db
      .update(userTasks)
      .set({
        rankCorrections: { [goal.id]: { kind: "not_for_goal", at: clock.now.toISOString() } },
      })
      .where(eq(userTasks.id, other.id));
    const after = await edit(cookie, task.id, { isPriority: true });
    const listed = (await listTasks(t, cookie)).find((x) => x.id === task.id);
    expect(after.body.goalAssessments).toEqual(listed?.goalAssessments);
    expect(after.body.goalAssessments[goal.id]?.score).not.toBe(
      before.body.goalAssessments[goal.id]?.score,
    );
  });
});

describe("the row this process wrote last (one round trip for the next write)", () => {
  it("an edit after a change made elsewhere keeps that change: the remembered row is never written over", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie);
    const task = await createTask(t, cookie, { text: "Call the plumber" });
    await edit(cookie, task.id, { text: "Call the plumber about the boiler" });
    // another instance (or any path) changes the words: written straight to the row
    await t.deps.db
      .update(userTasks)
      .set({ text: "Call the plumber about the boiler on Monday", version: task.version + 2 })
      .where(eq(userTasks.id, task.id));
    const reply = await edit(cookie, task.id, { title: "Plumber" });
    expect(reply.status).toBe(200);
    expect(reply.body.title).toBe("Plumber");
    expect(reply.body.text).toBe("Call the plumber about the boiler on Monday");
    expect(reply.body.version).toBe(task.version + 3);
    expect((await stored(task.id))?.text).toBe("Call the plumber about the boiler on Monday");
  });

  it("a thought deleted elsewhere after this process wrote it is 404, and completed elsewhere is 409", async () => {
    const cookie = await t.signUp();
    const gone = await createTask(t, cookie, { text: "Renew the passport" });
    await edit(cookie, gone.id, { text: "Renew the passport online" });
    await t.deps.db
      .update(userTasks)
      .set({ deletedAt: clock.now })
      .where(eq(userTasks.id, gone.id));
    expect((await edit(cookie, gone.id, { text: "Renew it" })).status).toBe(404);
    const done = await createTask(t, cookie, { text: "Pay the council tax" });
    await edit(cookie, done.id, { text: "Pay the council tax bill" });
    await t.deps.db
      .update(userTasks)
      .set({ status: "completed", completedAt: clock.now })
      .where(eq(userTasks.id, done.id));
    expect((await complete(cookie, done.id)).status).toBe(409);
  });

  it("a replayed autosave after a newer edit elsewhere answers with the stored words", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "Plan the picnic" });
    const early = new Date(clock.now.getTime() + 1_000).toISOString();
    await edit(cookie, task.id, { text: "Plan the picnic for June", clientUpdatedAt: early });
    const later = new Date(clock.now.getTime() + 5_000);
    await t.deps.db
      .update(userTasks)
      .set({ text: "Plan the picnic for July", clientEditedAt: later })
      .where(eq(userTasks.id, task.id));
    const middle = new Date(clock.now.getTime() + 3_000).toISOString();
    const reply = await edit(cookie, task.id, { text: "Plan it", clientUpdatedAt: middle });
    expect(reply.status).toBe(200);
    expect(reply.body.text).toBe("Plan the picnic for July");
  });
});

/** The score a thought gets from someone new whose main goal is `goal` (nothing in its way). */
async function scoreForNewPerson(goal: string, text: string) {
  const cookie = await t.signUp();
  const created = await createMainGoal(t, cookie, goal);
  return (await createTask(t, cookie, { text })).goalAssessments[created.id]?.score;
}

describe("a create that races another write of the same person (create-task.ts)", () => {
  const post = (cookie: string, text: string, id: string = randomUUID()) =>
    call<Task>(t, "/api/tasks", { cookie, body: { id, text } });

  it("is scored against the goals as they are when it writes", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Learn to play the piano");
    const hook = beforeNextLockedWrite(() =>
      t.deps.db
        .update(userGoals)
        .set({ description: "Run a marathon in the autumn" })
        .where(eq(userGoals.id, goal.id)),
    );
    const text = "Long run on Sunday, 16 km at an easy pace";
    const reply = await post(cookie, text);
    expect(hook.ran).toBe(true);
    expect(reply.status).toBe(200);
    const score = reply.body.goalAssessments[goal.id]?.score;
    expect(score).toBe(await scoreForNewPerson("Run a marathon in the autumn", text));
    expect((await stored(reply.body.id))?.goalAssessments[goal.id]?.score).toBe(score);
  });

  it("does not take a free plan's last item when another create took it meanwhile", async () => {
    const cookie = await t.signUp();
    for (let i = 0; i < 24; i++) await createTask(t, cookie, { text: `Thought number ${i + 1}` });
    const hook = beforeNextLockedWrite(() => post(cookie, "The last one of the month"));
    const reply = await post(cookie, "One too many");
    expect(hook.ran).toBe(true);
    expect(reply.status).toBe(402);
    expect(reply.error?.code).toBe("LIMIT_REACHED");
    const rows = await t.deps.db
      .select({ text: userTasks.text })
      .from(userTasks)
      .where(eq(userTasks.text, "One too many"));
    expect(rows).toEqual([]);
  });

  it("sent twice with one id at once writes one thought, and both answer with it", async () => {
    const cookie = await t.signUp();
    const id = randomUUID();
    const hook = beforeNextLockedWrite(() => post(cookie, "Renew the passport", id));
    const reply = await post(cookie, "Renew the passport", id);
    expect(hook.ran).toBe(true);
    expect(reply.status).toBeLessThan(300);
    expect(reply.body.id).toBe(id);
    const rows = await t.deps.db.select().from(userTasks).where(eq(userTasks.id, id));
    expect(rows).toHaveLength(1);
  });
});

describe("the create context this process remembered (one round trip for the next create)", () => {
  const post = (cookie: string, text: string) =>
    call<Task>(t, "/api/tasks", { cookie, body: { id: randomUUID(), text } });
  const meId = async (cookie: string) =>
    ((await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } }).user.id;

  it("a goal changed elsewhere since the last create: the next is scored against it", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Learn to play the piano");
    await createTask(t, cookie, { text: "Practise scales for ten minutes" });
    await t.deps.db
      .update(userGoals)
      .set({ description: "Run a marathon in the autumn" })
      .where(eq(userGoals.id, goal.id));
    const text = "Long run on Sunday, 16 km at an easy pace";
    const reply = await post(cookie, text);
    const score = reply.body.goalAssessments[goal.id]?.score;
    expect(score).toBe(await scoreForNewPerson("Run a marathon in the autumn", text));
    expect(score).not.toBe(await scoreForNewPerson("Learn to play the piano", text));
    expect((await stored(reply.body.id))?.goalAssessments[goal.id]?.score).toBe(score);
  });

  it("enhancement turned on elsewhere since the last create: the next has its description", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie, "Run a marathon in the autumn");
    const before = await createTask(t, cookie, { text: "Buy new running shoes" });
    expect(before.aiDescription).toBeNull();
    await t.deps.db
      .insert(userSettings)
      .values({ userId: await meId(cookie), aiEnhancement: true })
      .onConflictDoUpdate({ target: userSettings.userId, set: { aiEnhancement: true } });
    const reply = await post(cookie, "Long run on Sunday, 16 km at an easy pace");
    expect(reply.status).toBe(200);
    expect(reply.body.aiDescription).toBeTruthy();
  });

  it("a goal renamed elsewhere since the last create: the next one's description quotes the new name", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Run a marathon in the autumn");
    await t.deps.db
      .insert(userSettings)
      .values({ userId: await meId(cookie), aiEnhancement: true })
      .onConflictDoUpdate({ target: userSettings.userId, set: { aiEnhancement: true } });
    await createTask(t, cookie, { text: "Buy new running shoes" });
    await t.deps.db
      .update(userGoals)
      .set({ name: "Autumn Marathon Plan" })
      .where(eq(userGoals.id, goal.id));
    const reply = await post(cookie, "Long run on Sunday, 16 km at an easy pace");
    expect(reply.body.aiDescription).toContain("Autumn Marathon Plan");
  });

  it("a Pro subscription that ended elsewhere since the last create: the next past the free limit is 402", async () => {
    const cookie = await t.signUp();
    const userId = await meId(cookie);
    const periodEnd = Math.floor(clock.now.getTime() / 1000) + 30 * 86_400;
    await t.deps.db
      .insert(subscriptionStatus)
      .values({ userId, subscriptionStatus: "active", currentPeriodEnd: periodEnd });
    for (let i = 0; i < 26; i++) await createTask(t, cookie, { text: `Pro thought ${i + 1}` });
    await t.deps.db
      .update(subscriptionStatus)
      .set({ subscriptionStatus: "canceled" })
      .where(eq(subscriptionStatus.userId, userId));
    const reply = await post(cookie, "One past the free plan");
    expect(reply.status).toBe(402);
    expect(reply.error?.code).toBe("LIMIT_REACHED");
  });
});
