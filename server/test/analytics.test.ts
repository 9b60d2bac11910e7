import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "@firstly/core/contract/analytics";
import type { Usage } from "@firstly/core/contract/session";
import { tierForScore } from "@firstly/core/scoring/tiers";
import { analyticsEvents, userTasks } from "../src/db/schema";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createTask,
  taskAction,
} from "./support/feature-helpers";

// a Thursday: this week began on Monday 2025-03-17, the 12-week window on Monday 2024-12-30
const clock = createClock("2025-03-20T12:00:00.000Z");
let t: TestApp;
beforeAll(async () => {
  t = await createFeatureApp(clock);
});
afterAll(async () => {
  await t.close();
});

const userId = async (cookie: string) =>
  (await call<{ user: { id: string } }>(t, "/api/me", { cookie })).body.user.id;
const post = (cookie: string, body: unknown) => call(t, "/api/analytics/events", { cookie, body });
const eventsOf = (owner: string) =>
  t.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, owner));
const summary = async (cookie: string, tz?: string) =>
  call<AnalyticsSummary>(
    t,
    `/api/analytics/summary${tz === undefined ? "" : `?tz=${encodeURIComponent(tz)}`}`,
    { cookie },
  );

describe("POST /api/analytics/events", () => {
  it("stores a signed-in person's batch in one go, under their own id, with the server's time", async () => {
    const cookie = await t.signUp();
    const taskId = randomUUID();
    const reply = await post(cookie, {
      events: [
        { type: "client.task_created", at: "2025-03-20T11:59:58.000Z", data: { taskId } },
        { type: "client.task_completed", data: { taskId, tier: "critical" } },
        { type: "client.search_used", data: { scope: "active", results: 3 } },
      ],
    });
    expect(reply).toMatchObject({ status: 200, body: { stored: 3 } });
    const rows = await eventsOf(await userId(cookie));
    expect(rows.map((r) => r.eventType).sort()).toEqual([
      "client.search_used",
      "client.task_completed",
      "client.task_created",
    ]);
    const created = rows.find((r) => r.eventType === "client.task_created");
    expect(created?.eventData).toEqual({ taskId, at: "2025-03-20T11:59:58.000Z" });
    expect(created?.createdAt.toISOString()).toBe(clock.now.toISOString());
  });

  it("never counts toward the monthly limit", async () => {
    const cookie = await t.signUp();
    const events = Array.from({ length: 10 }, () => ({ type: "client.goal_edited" }));
    expect((await post(cookie, { events })).status).toBe(200);
    const usage = await call<Usage>(t, "/api/usage", { cookie });
    expect(usage.body.totalItems).toBe(0);
  });

  it("refuses the usage ledger's own types, so a client cannot spend or fake usage", async () => {
    const cookie = await t.signUp();
    for (const type of ["task_action", "goal_action", "search_used", "client.anything"]) {
      const reply = await post(cookie, { events: [{ type }] });
      expect(reply.status, type).toBe(400);
      expect(reply.error?.code).toBe("VALIDATION");
    }
    expect(await eventsOf(await userId(cookie))).toEqual([]);
  });

  it.each([
    ["no events", { events: [] }],
    [
      "more than 50",
      { events: Array.from({ length: 51 }, () => ({ type: "client.task_created" })) },
    ],
    [
      "free text in data",
      { events: [{ type: "client.task_created", data: { note: "my diary" } }] },
    ],
    ["another owner", { events: [{ type: "client.task_created", userId: "someone-else" }] }],
    ["a bad id", { events: [{ type: "client.task_created", data: { taskId: "x".repeat(65) } }] }],
    ["a bad time", { events: [{ type: "client.task_created", at: "yesterday" }] }],
    ["too many results", { events: [{ type: "client.search_used", data: { results: 11 } }] }],
    ["not a batch", [{ type: "client.task_created" }]],
  ])("refuses %s with a 400 and stores nothing", async (_label, body) => {
    const cookie = await t.signUp();
    const reply = await post(cookie, body);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toBeTruthy();
    expect(await eventsOf(await userId(cookie))).toEqual([]);
  });

  it("takes a full batch of 50 (a requeued batch with the next one)", async () => {
    const cookie = await t.signUp();
    const events = Array.from({ length: 50 }, () => ({ type: "client.task_delayed" }));
    expect(await post(cookie, { events })).toMatchObject({ status: 200, body: { stored: 50 } });
  });

  it("stores nothing for a guest (docs/behaviour/permissions.md#guest) and needs a session at all", async () => {
    const guest = await t.guest();
    const reply = await post(guest, { events: [{ type: "client.task_created" }] });
    expect(reply).toMatchObject({ status: 200, body: { stored: 0 } });
    expect(await eventsOf(await userId(guest))).toEqual([]);
    const anonymous = await t.request("/api/analytics/events", {
      body: { events: [{ type: "client.task_created" }] },
    });
    expect(anonymous.status).toBe(401);
  });

  it("is a write: another site's page cannot post events", async () => {
    const cookie = await t.signUp();
    const res = await t.request("/api/analytics/events", {
      cookie,
      body: { events: [{ type: "client.task_created" }] },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await eventsOf(await userId(cookie))).toEqual([]);
  });
});

/** Tasks written straight into the table: completed at a given time with a main-goal score. */
async function seedCompleted(owner: string, rows: { at: string; score?: number | null }[]) {
  await t.deps.db.insert(userTasks).values(
    rows.map((r) => ({
      id: randomUUID(),
      userId: owner,
      text: "seeded",
      status: "completed",
      completedAt: new Date(r.at),
      completedMainScore: r.score ?? null,
      createdAt: new Date("2024-12-01T00:00:00Z"),
    })),
  );
}

describe("GET /api/analytics/summary", () => {
  it("counts the person's own completions by week, tier and weekday, in their time zone", async () => {
    const cookie = await t.signUp();
    const owner = await userId(cookie);
    await seedCompleted(owner, [
      { at: "2025-03-18T09:00:00Z", score: 800 }, // Tue this week: critical
      { at: "2025-03-19T09:00:00Z", score: 3000 }, // Wed this week: important (inclusive)
      { at: "2025-03-19T10:00:00Z", score: 3001 }, // Wed: useful
      { at: "2025-03-11T10:00:00Z", score: 9000 }, // Tue last week: obstacle
      { at: "2025-03-16T23:30:00Z", score: null }, // Sun 23:30 UTC = Mon 00:30 in Berlin
      { at: "2024-12-30T08:00:00Z", score: 500 }, // first day of the window
      { at: "2024-12-29T08:00:00Z", score: 500 }, // the day before: outside
    ]);
    // not completions, or not this person's
    await t.deps.db.insert(userTasks).values([
      { id: randomUUID(), userId: owner, text: "open", status: "pending" },
      {
        id: randomUUID(),
        userId: owner,
        text: "deleted",
        status: "completed",
        completedAt: new Date("2025-03-18T09:00:00Z"),
        completedMainScore: 100,
        deletedAt: new Date("2025-03-19T00:00:00Z"),
      },
    ]);
    const other = await t.signUp();
    await seedCompleted(await userId(other), [{ at: "2025-03-18T09:00:00Z", score: 100 }]);

    const utc = await summary(cookie);
    expect(utc.status).toBe(200);
    expect(utc.body.timeZone).toBe("UTC");
    expect(utc.body.weeks).toHaveLength(12);
    expect(utc.body.weeks[0]).toEqual({ weekStart: "2024-12-30", completed: 1 });
    expect(utc.body.weeks.slice(-2)).toEqual([
      { weekStart: "2025-03-10", completed: 2 },
      { weekStart: "2025-03-17", completed: 3 },
    ]);
    expect(utc.body.weeks.reduce((n, w) => n + w.completed, 0)).toBe(6);
    expect(utc.body.completedTotal).toBe(6);
    expect(utc.body.completedByTier).toEqual({
      critical: 2,
      important: 1,
      useful: 1,
      obstacle: 1,
      unscored: 1,
    });
    expect(utc.body.served).toBe(3);
    expect(utc.body.weekdays).toEqual([
      { weekday: 1, completed: 1 },
      { weekday: 2, completed: 2 },
      { weekday: 3, completed: 2 },
      { weekday: 4, completed: 0 },
      { weekday: 5, completed: 0 },
      { weekday: 6, completed: 0 },
      { weekday: 7, completed: 1 },
    ]);

    // in Berlin (UTC+1 in March) the Sunday-night completion is Monday of this week
    for (const tz of ["Europe/Berlin", "+01:00"]) {
      const berlin = await summary(cookie, tz);
      expect(berlin.status, tz).toBe(200);
      expect(berlin.body.weeks.slice(-2), tz).toEqual([
        { weekStart: "2025-03-10", completed: 1 },
        { weekStart: "2025-03-17", completed: 4 },
      ]);
      expect(berlin.body.weekdays[0], tz).toEqual({ weekday: 1, completed: 2 });
      expect(berlin.body.weekdays[6], tz).toEqual({ weekday: 7, completed: 0 });
    }
  });

  it("keeps the main goal's tier when a thought is completed through the API, and shows the open mix", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Get fit and run a marathon this autumn");
    const run = await createTask(t, cookie, { text: "Go for a 10k training run on Sunday" });
    const tax = await createTask(t, cookie, { text: "Binge watch the whole series tonight" });
    await createTask(t, cookie, { text: "Buy new running shoes for the marathon" });
    const runScore = run.goalAssessments[goal.id]?.score ?? 999_999;
    const before = await summary(cookie);
    expect(before.body).toMatchObject({ hasMainGoal: true, openTotal: 3, completedTotal: 0 });

    expect((await taskAction(t, cookie, run.id, { action: "complete" })).status).toBe(200);
    expect((await taskAction(t, cookie, tax.id, { action: "skip" })).status).toBe(200);
    const [stored] = await t.deps.db
      .select({ score: userTasks.completedMainScore })
      .from(userTasks)
      .where(eq(userTasks.id, run.id));
    expect(stored?.score).toBe(runScore);

    const after = await summary(cookie);
    const tier = tierForScore(runScore);
    expect(after.body.completedTotal).toBe(1);
    expect(after.body.completedByTier[tier]).toBe(1);
    expect(after.body.served).toBe(tier === "critical" || tier === "important" ? 1 : 0);
    expect(after.body.openTotal).toBe(1); // the archived one is not open
    expect(after.body.weeks.at(-1)).toEqual({ weekStart: "2025-03-17", completed: 1 });
    expect(after.body.weekdays[3]).toEqual({ weekday: 4, completed: 1 });

    // uncompleting forgets the kept score; completing again takes the score it has then
    expect((await taskAction(t, cookie, run.id, { action: "uncomplete" })).status).toBe(200);
    const [reopened] = await t.deps.db
      .select({ score: userTasks.completedMainScore })
      .from(userTasks)
      .where(eq(userTasks.id, run.id));
    expect(reopened?.score).toBeNull();
    expect((await summary(cookie)).body).toMatchObject({ completedTotal: 0, openTotal: 2 });
  });

  it("has an empty answer for someone new, and works for a guest from their own tasks", async () => {
    const cookie = await t.signUp();
    const empty = await summary(cookie);
    expect(empty.body).toMatchObject({
      completedTotal: 0,
      openTotal: 0,
      served: 0,
      hasMainGoal: false,
    });
    expect(empty.body.weeks.every((w) => w.completed === 0)).toBe(true);

    const guest = await t.guest();
    const task = await createTask(t, guest, { text: "Call the plumber" });
    await taskAction(t, guest, task.id, { action: "complete" });
    const mine = await summary(guest);
    expect(mine.body).toMatchObject({ completedTotal: 1, hasMainGoal: false });
    expect(mine.body.completedByTier.unscored).toBe(1);
  });

  it("refuses an unknown time zone with a 400, and needs a session", async () => {
    const cookie = await t.signUp();
    for (const tz of ["Mars/Olympus", "+25:00", "UTC'; select 1; --", "Europe/" + "x".repeat(70)]) {
      const reply = await summary(cookie, tz);
      expect(reply.status, tz).toBe(400);
      expect(reply.error?.message).toBe("Unknown time zone");
    }
    expect((await t.request("/api/analytics/summary")).status).toBe(401);
  });
});
