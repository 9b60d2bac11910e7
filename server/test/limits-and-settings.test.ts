import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goalLimitMessage, messages, subtaskLimitMessage } from "@firstly/core/contract/errors";
import type { Settings } from "@firstly/core/contract/settings";
import type { Usage } from "@firstly/core/contract/session";
import { monthlyLimitMessage } from "@firstly/core/domain/limits";
import { analyticsEvents, subscriptionStatus, userTasks } from "../src/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";
import { call, createClock, createTask } from "./support/feature-helpers";

const clock = createClock("2025-03-20T12:00:00.000Z");
let t: TestApp;
beforeAll(async () => {
  // the docs/behaviour/limits.md#plan 25, as a server that sells Pro has it by default; this one
  // sets it (no Stripe here)
  t = await createTestApp({
    now: () => clock.now,
    env: { AUTH_RATE_LIMIT_MAX: "1000", FREE_ITEMS_PER_MONTH: "25" },
  });
});
afterAll(async () => {
  await t.close();
});

async function userId(cookie: string): Promise<string> {
  return (await call<{ user: { id: string } }>(t, "/api/me", { cookie })).body.user.id;
}

async function seedTasks(owner: string, count: number, createdAt = clock.now) {
  const rows = Array.from({ length: count }, () => ({
    id: randomUUID(),
    userId: owner,
    text: "seed",
    createdAt,
  }));
  if (rows.length > 0) await t.deps.db.insert(userTasks).values(rows);
}

const usage = async (cookie: string) => (await call<Usage>(t, "/api/usage", { cookie })).body;
const newTask = (cookie: string) =>
  call(t, "/api/tasks", { cookie, body: { id: randomUUID(), text: "One more thought" } });

describe("guest limit: 5 items, lifetime", () => {
  it("allows the 5th item (4 used) and refuses the 6th (5 used) with the guest message", async () => {
    const guest = await t.guest();
    for (let i = 0; i < 4; i++) await createTask(t, guest);
    expect((await newTask(guest)).status).toBe(200);
    const sixth = await newTask(guest);
    expect(sixth).toMatchObject({
      status: 402,
      error: { code: "LIMIT_REACHED", message: messages.guestLimitThoughts },
    });
    const goal = await call(t, "/api/goals/main", {
      cookie: guest,
      body: { description: "Run a marathon this autumn" },
    });
    // docs/behaviour/messages.md#limits: the goal-specific guest texts where goals meet the limit
    expect(goal).toMatchObject({ status: 402, error: { message: messages.guestLimitEditGoal } });
    const subtask = await call(t, "/api/goals/subtasks", {
      cookie: guest,
      body: { description: "Run three times a week" },
    });
    expect(subtask).toMatchObject({
      status: 402,
      error: { message: messages.guestLimitManageGoals },
    });
    expect(await usage(guest)).toEqual({
      totalItems: 5,
      limit: 5,
      isPro: false,
      isGuest: true,
      // no Stripe on this server: a guest's way past the limit is an account, not Pro
      canUpgrade: false,
      remainingText: null,
    });
  });

  it("does not reset when the month changes, and a retry of an existing id still answers", async () => {
    const guest = await t.guest();
    const first = await createTask(t, guest);
    await seedTasks(await userId(guest), 4, new Date("2024-01-01T00:00:00Z"));
    expect((await newTask(guest)).status).toBe(402);
    const retry = await call(t, "/api/tasks", {
      cookie: guest,
      body: { id: first.id, text: first.text },
    });
    expect(retry.status).toBe(200);
  });
});

describe("free limit: 25 items per calendar month", () => {
  it("allows the 25th item and refuses the 26th with the count and the limit", async () => {
    const cookie = await t.signUp();
    const id = await userId(cookie);
    await seedTasks(id, 23);
    await seedTasks(id, 10, new Date("2025-02-28T23:59:59Z")); // last month: not counted
    expect((await newTask(cookie)).status).toBe(200); // 24th
    expect((await newTask(cookie)).status).toBe(200); // 25th
    expect(await newTask(cookie)).toMatchObject({
      status: 402,
      error: { code: "LIMIT_REACHED", message: monthlyLimitMessage(25, 25) },
    });
    expect(
      await call(t, "/api/goals/subtasks", { cookie, body: { description: "Run 5k" } }),
    ).toMatchObject({
      status: 402,
      error: { message: subtaskLimitMessage(25, 25) },
    });
    expect(
      await call(t, "/api/goals/main", {
        cookie,
        body: { description: "Run a marathon this autumn" },
      }),
    ).toMatchObject({
      status: 402,
      error: { message: goalLimitMessage(25, 25) },
    });
    expect(await usage(cookie)).toMatchObject({
      totalItems: 25,
      limit: 25,
      remainingText: "0 tasks remaining this month",
    });
  });

  it("counts usage events (task_action, goal_action, search_used) this month, but not other events", async () => {
    const cookie = await t.signUp();
    const id = await userId(cookie);
    const at = clock.now;
    await t.deps.db.insert(analyticsEvents).values([
      { userId: id, eventType: "search_used", createdAt: at },
      { userId: id, eventType: "goal_action", createdAt: at },
      { userId: id, eventType: "page_view", createdAt: at },
      { userId: id, eventType: "task_action", createdAt: new Date("2025-02-01T00:00:00Z") },
    ]);
    expect(await usage(cookie)).toEqual({
      totalItems: 2,
      limit: 25,
      isPro: false,
      isGuest: false,
      canUpgrade: false,
      // the limit minus usage: home's line and the menu's '2/25 used' agree (issue #26)
      remainingText: "23 tasks remaining this month",
    });
  });

  it("Pro (active, period end ahead) is unlimited; an expired period is not Pro", async () => {
    const cookie = await t.signUp();
    const id = await userId(cookie);
    await seedTasks(id, 25);
    const end = Math.floor(clock.now.getTime() / 1000);
    await t.deps.db
      .insert(subscriptionStatus)
      .values({ userId: id, subscriptionStatus: "active", currentPeriodEnd: end + 3600 });
    expect((await newTask(cookie)).status).toBe(200);
    expect(await usage(cookie)).toMatchObject({
      limit: null,
      isPro: true,
      remainingText: "Unlimited tasks remaining this month",
    });
    clock.advance(3600_000);
    expect((await newTask(cookie)).status).toBe(402);
    expect((await usage(cookie)).isPro).toBe(false);
  });
});

describe("FREE_ITEMS_PER_MONTH: a server without billing has no monthly limit to sell", () => {
  const withEnv = (env: Record<string, string>) =>
    createTestApp({ now: () => clock.now, env: { AUTH_RATE_LIMIT_MAX: "1000", ...env } });

  it("without billing and unset: a free account adds its 26th item; usage says unlimited", async () => {
    const app = await withEnv({});
    try {
      const cookie = await app.signUp();
      const { id } = (await call<{ user: { id: string } }>(app, "/api/me", { cookie })).body.user;
      const rows = Array.from({ length: 25 }, () => ({ id: randomUUID(), userId: id, text: "x" }));
      await app.deps.db.insert(userTasks).values(rows.map((r) => ({ ...r, createdAt: clock.now })));
      const created = await call(app, "/api/tasks", {
        cookie,
        body: { id: randomUUID(), text: "The 26th thought" },
      });
      expect(created.status).toBe(200);
      expect((await call<Usage>(app, "/api/usage", { cookie })).body).toMatchObject({
        totalItems: 26,
        limit: null,
        isPro: false,
        remainingText: "Unlimited tasks remaining this month",
      });
      // guests keep their 5
      const guest = await app.guest();
      for (let i = 0; i < 5; i++) {
        const ok = await call(app, "/api/tasks", {
          cookie: guest,
          body: { id: randomUUID(), text: `guest thought ${i}` },
        });
        expect(ok.status).toBe(200);
      }
      const sixth = await call(app, "/api/tasks", {
        cookie: guest,
        body: { id: randomUUID(), text: "guest thought 6" },
      });
      expect(sixth.status).toBe(402);
    } finally {
      await app.close();
    }
  });

  it("an operator's number is the limit; 0 means none", async () => {
    for (const [value, limit] of [
      ["3", 3],
      ["0", null],
    ] as const) {
      const app = await withEnv({ FREE_ITEMS_PER_MONTH: value });
      try {
        const cookie = await app.signUp();
        expect((await call<Usage>(app, "/api/usage", { cookie })).body.limit).toBe(limit);
      } finally {
        await app.close();
      }
    }
  });
});

describe("settings", () => {
  it("GET creates the defaults when the row is missing", async () => {
    const cookie = await t.signUp();
    expect((await call<Settings>(t, "/api/settings", { cookie })).body).toEqual({
      mainGoal: null,
      goalHistory: [],
      completedMainGoals: [],
      customDelay: { amount: 1, unit: "hours" },
      displayMode: "focused",
      visualDisplayMode: "enhanced",
      aiEnhancement: false,
      hasPushSubscription: false,
    });
  });

  it("PATCH saves and returns the settings", async () => {
    const cookie = await t.signUp();
    const reply = await call<Settings>(t, "/api/settings", {
      cookie,
      method: "PATCH",
      body: {
        displayMode: "relaxed",
        aiEnhancement: true,
        customDelay: { amount: 365, unit: "days" },
      },
    });
    expect(reply.body).toMatchObject({
      displayMode: "relaxed",
      aiEnhancement: true,
      customDelay: { amount: 365, unit: "days" },
    });
    expect((await call<Settings>(t, "/api/settings", { cookie })).body.displayMode).toBe("relaxed");
  });

  it.each([
    [{ amount: 60, unit: "minutes" }, "Delay must be between 0 and 59 minutes"],
    [{ amount: 24, unit: "hours" }, "Delay must be between 0 and 23 hours"],
    [{ amount: 366, unit: "days" }, "Delay must be between 0 and 365 days"],
  ])("refuses delay %j with 400", async (customDelay, message) => {
    const cookie = await t.signUp();
    const reply = await call(t, "/api/settings", {
      cookie,
      method: "PATCH",
      body: { customDelay },
    });
    expect(reply).toMatchObject({ status: 400, error: { code: "VALIDATION", message } });
  });
});
