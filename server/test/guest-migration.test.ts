import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";
import type { Settings } from "@firstly/core/contract/settings";
import { jobs, userGoals, userTasks } from "../src/db/schema";
import { migrateGuestData } from "../src/use-cases/account/migrate-guest-data";
import { cookieFrom, createTestApp, type TestApp } from "./support/test-app";
import { call, createClock, createMainGoal, createTask } from "./support/feature-helpers";

const clock = createClock();
let t: TestApp;
beforeAll(async () => {
  // a monthly limit to pass (no Stripe here: without it the free plan has none unless set)
  t = await createTestApp({
    now: () => clock.now,
    env: { AUTH_RATE_LIMIT_MAX: "1000", FREE_ITEMS_PER_MONTH: "25" },
  });
});
afterAll(async () => {
  await t.close();
});

async function meId(cookie: string): Promise<string> {
  return ((await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } }).user
    .id;
}

/** Signs up from the guest's browser: the guest session cookie goes along, as in the real app. */
async function signUpFromGuest(guestCookie: string, email: string) {
  const res = await t.request("/api/auth/sign-up/email", {
    cookie: guestCookie,
    body: { email, password: "secret123", name: email },
    headers: { "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 200) + 1}` },
  });
  expect(res.status).toBe(200);
  return cookieFrom(res, guestCookie);
}

describe("guest → account migration", () => {
  it("moves a guest's main goal, thoughts and settings into a new account", async () => {
    const guest = await t.guest();
    const guestId = await meId(guest);
    const goal = await createMainGoal(t, guest);
    const tasks = await Promise.all(
      ["outline chapter one", "book a writing retreat", "buy milk"].map((text) =>
        createTask(t, guest, { text }),
      ),
    );
    await call(t, "/api/settings", {
      cookie: guest,
      method: "PATCH",
      body: { displayMode: "relaxed" },
    });

    const account = await signUpFromGuest(guest, "writer@example.com");
    const userId = await meId(account);
    expect(userId).not.toBe(guestId);

    const mine = await call<{ tasks: Task[] }>(t, "/api/tasks", { cookie: account });
    expect(mine.body.tasks.map((x) => x.id).sort()).toEqual(tasks.map((x) => x.id).sort());
    const goals = await call<{ goals: Goal[] }>(t, "/api/goals", { cookie: account });
    expect(goals.body.goals).toEqual([
      expect.objectContaining({ id: goal.id, type: "main", status: "active" }),
    ]);
    const settings = await call<Settings>(t, "/api/settings", { cookie: account });
    expect(settings.body.displayMode).toBe("relaxed");
    expect(settings.body.mainGoal).toBe(goal.description);

    const rows = await t.deps.db.select().from(userTasks).where(eq(userTasks.userId, userId));
    expect(rows.every((r) => r.authenticated)).toBe(true);
    // rescoring follows 2 s later, as a background job for the account
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.userId, userId));
    expect(queued.some((j) => j.runAt.getTime() >= clock.now.getTime() + 2_000)).toBe(true);
  });

  it("brings a guest's main goal in completed when the account already has one", async () => {
    const existing = await t.signUp("planner@example.com", "secret123");
    const accountGoal = await createMainGoal(t, existing);
    await call(t, "/api/settings", {
      cookie: existing,
      method: "PATCH",
      body: { displayMode: "focused" },
    });

    const guest = await t.guest();
    const guestGoal = await createMainGoal(t, guest);
    const task = await createTask(t, guest, { text: "call the venue" });
    await call(t, "/api/settings", {
      cookie: guest,
      method: "PATCH",
      body: { displayMode: "relaxed" },
    });

    const res = await t.request("/api/auth/sign-in/email", {
      cookie: guest,
      body: { email: "planner@example.com", password: "secret123" },
      headers: { "x-forwarded-for": "192.0.2.250" },
    });
    expect(res.status).toBe(200);
    const account = cookieFrom(res, guest);

    const goals = (await call<{ goals: Goal[] }>(t, "/api/goals", { cookie: account })).body.goals;
    expect(goals.find((g) => g.id === accountGoal.id)?.status).toBe("active");
    expect(goals.find((g) => g.id === guestGoal.id)?.status).toBe("completed");
    const tasks = (await call<{ tasks: Task[] }>(t, "/api/tasks", { cookie: account })).body.tasks;
    expect(tasks.map((x) => x.id)).toContain(task.id);
    // the account's own settings win; the guest's are dropped
    expect((await call<Settings>(t, "/api/settings", { cookie: account })).body.displayMode).toBe(
      "focused",
    );
  });

  it("leaves the guest's data untouched when the migration fails", async () => {
    const guest = await t.guest();
    const guestId = await meId(guest);
    await createMainGoal(t, guest);
    const task = await createTask(t, guest, { text: "water the plants" });
    const target = await t.signUp("target@example.com", "secret123");
    const targetId = await meId(target);
    const failingScorer = {
      ...t.deps.scorer,
      enqueueRescore: () => Promise.reject(new Error("database went away")),
    };
    await expect(
      migrateGuestData({
        db: t.deps.db,
        scorer: failingScorer,
        notifier: t.deps.notifier,
        guestUserId: guestId,
        userId: targetId,
        now: clock.now,
        freeMonthly: t.deps.billing.freeMonthlyLimit,
      }),
    ).rejects.toThrow("database went away");
    const stillGuest = await t.deps.db
      .select()
      .from(userTasks)
      .where(and(eq(userTasks.id, task.id), eq(userTasks.userId, guestId)));
    expect(stillGuest).toHaveLength(1);
    const goalsStillGuest = await t.deps.db
      .select()
      .from(userGoals)
      .where(eq(userGoals.userId, guestId));
    expect(goalsStillGuest).toHaveLength(1);
  });

  it("refuses a migration that would pass a free account's monthly limit and keeps the guest's data", async () => {
    const full = await t.signUp("full@example.com", "secret123");
    for (let i = 0; i < 25; i++) await createTask(t, full, { text: `account thought ${i}` });
    const guest = await t.guest();
    const guestId = await meId(guest);
    const guestTasks = [];
    for (let i = 0; i < 5; i++) guestTasks.push(await createTask(t, guest, { text: `guest ${i}` }));

    const res = await t.request("/api/auth/sign-in/email", {
      cookie: guest,
      body: { email: "full@example.com", password: "secret123" },
      headers: { "x-forwarded-for": "192.0.2.251" },
    });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { message: string }).message).toMatch(/25\/25/);

    // nothing moved, the guest still exists with its session and can retry later
    expect(await meId(guest)).toBe(guestId);
    const stillGuest = await t.deps.db
      .select()
      .from(userTasks)
      .where(eq(userTasks.userId, guestId));
    expect(stillGuest.map((r) => r.id).sort()).toEqual(guestTasks.map((x) => x.id).sort());
    const usage = await call<{ totalItems: number }>(t, "/api/usage", { cookie: full });
    expect(usage.body.totalItems).toBe(25);
  });
});
