import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";
import type { Settings } from "@firstly/core/contract/settings";
import type { GuestArrival } from "@firstly/core/contract/guest-arrival";
import { jobs, user, userGoals, userTasks } from "../src/db/schema";
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

  it("signs in near the limit: what fits moves, the rest waits and moves when the month turns", async () => {
    const full = await t.signUp("nearly-full@example.com", "secret123");
    for (let i = 0; i < 23; i++) await createTask(t, full, { text: `account thought ${i}` });
    const guest = await t.guest();
    const guestId = await meId(guest);
    const guestTasks = [];
    for (let i = 0; i < 5; i++) {
      guestTasks.push(await createTask(t, guest, { text: `guest ${i}` }));
      clock.advance(1_000); // oldest first: guest 0 and 1 fit
    }

    const res = await t.request("/api/auth/sign-in/email", {
      cookie: guest,
      body: { email: "nearly-full@example.com", password: "secret123" },
      headers: { "x-forwarded-for": "192.0.2.251" },
    });
    expect(res.status).toBe(200);
    const account = cookieFrom(res, guest);

    // the two oldest thoughts moved, the account ends at 25/25, never above
    const usage = await call<{ totalItems: number }>(t, "/api/usage", { cookie: account });
    expect(usage.body.totalItems).toBe(25);
    const mine = (await call<{ tasks: Task[] }>(t, "/api/tasks", { cookie: account })).body.tasks;
    expect(mine.filter((x) => x.text.startsWith("guest")).map((x) => x.text)).toEqual(
      expect.arrayContaining(["guest 0", "guest 1"]),
    );
    expect(mine.filter((x) => x.text.startsWith("guest"))).toHaveLength(2);
    // the other three wait with the guest, and the person is told
    const waitingRows = await t.deps.db
      .select()
      .from(userTasks)
      .where(eq(userTasks.userId, guestId));
    expect(waitingRows.map((r) => r.id).sort()).toEqual(
      guestTasks
        .slice(2)
        .map((x) => x.id)
        .sort(),
    );
    const arrival = await call<GuestArrival>(t, "/api/account/guest-arrival", { cookie: account });
    expect(arrival.body).toEqual({ waiting: 3, room: 0, completedGoal: null });
    // moving now changes nothing: there is no room
    const stuck = await call<GuestArrival>(t, "/api/account/guest-arrival/move", {
      cookie: account,
      body: {},
    });
    expect(stuck.body.waiting).toBe(3);

    // a new month frees room: the three move and the guest is gone
    clock.advance(31 * 24 * 60 * 60_000);
    const moved = await call<GuestArrival>(t, "/api/account/guest-arrival/move", {
      cookie: account,
      body: {},
    });
    expect(moved.body).toEqual({ waiting: 0, room: null, completedGoal: null });
    const all = (await call<{ tasks: Task[] }>(t, "/api/tasks", { cookie: account })).body.tasks;
    expect(all.filter((x) => x.text.startsWith("guest"))).toHaveLength(5);
    expect(await t.deps.db.select().from(user).where(eq(user.id, guestId))).toHaveLength(0);
  });

  it("deletes the waiting guest thoughts with the account", async () => {
    const full = await t.signUp("leaving@example.com", "secret123");
    for (let i = 0; i < 25; i++) await createTask(t, full, { text: `account thought ${i}` });
    const guest = await t.guest();
    const guestId = await meId(guest);
    await createTask(t, guest, { text: "a thought that waits" });
    const res = await t.request("/api/auth/sign-in/email", {
      cookie: guest,
      body: { email: "leaving@example.com", password: "secret123" },
      headers: { "x-forwarded-for": "192.0.2.253" },
    });
    const account = cookieFrom(res, guest);
    expect(
      (await call<GuestArrival>(t, "/api/account/guest-arrival", { cookie: account })).body,
    ).toMatchObject({ waiting: 1 });
    const deleted = await t.request("/api/auth/delete-user", {
      cookie: account,
      body: { password: "secret123" },
    });
    expect(deleted.status).toBe(200);
    expect(await t.deps.db.select().from(user).where(eq(user.id, guestId))).toHaveLength(0);
    expect(await t.deps.db.select().from(userTasks).where(eq(userTasks.userId, guestId))).toEqual(
      [],
    );
  });

  it("tells the person once where their guest main goal went", async () => {
    const owner = await t.signUp("two-goals@example.com", "secret123");
    await createMainGoal(t, owner);
    const guest = await t.guest();
    const guestGoal = await createMainGoal(t, guest);
    const res = await t.request("/api/auth/sign-in/email", {
      cookie: guest,
      body: { email: "two-goals@example.com", password: "secret123" },
      headers: { "x-forwarded-for": "192.0.2.252" },
    });
    const account = cookieFrom(res, guest);
    const told = await call<GuestArrival>(t, "/api/account/guest-arrival", { cookie: account });
    expect(told.body.completedGoal).toEqual({
      id: guestGoal.id,
      description: guestGoal.description,
    });
    // nobody else sees it
    const stranger = await t.signUp("stranger@example.com", "secret123");
    const theirs = await call<GuestArrival>(t, "/api/account/guest-arrival", { cookie: stranger });
    expect(theirs.body).toEqual({ waiting: 0, room: null, completedGoal: null });
    const seen = await call(t, "/api/account/guest-arrival/goal-seen", {
      cookie: account,
      body: {},
    });
    expect(seen.status).toBe(200);
    const after = await call<GuestArrival>(t, "/api/account/guest-arrival", { cookie: account });
    expect(after.body.completedGoal).toBeNull();
  });
});
