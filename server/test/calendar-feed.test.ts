import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenMessages, type CalendarFeed } from "@firstly/core/contract/access-tokens";
import type { TestApp } from "./support/test-app";
import { TEST_ORIGIN } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createTask,
  taskAction,
} from "./support/feature-helpers";

// a Monday, 12:00 UTC (13:00 in Berlin)
const clock = createClock("2025-03-10T12:00:00.000Z");
let t: TestApp;
let alice: string;
let bob: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createFeatureApp(clock);
  for (const level of ["debug", "info", "warn", "error"] as const) {
    t.deps.log[level] = (msg: string, data?: object) =>
      void logLines.push(`${msg} ${JSON.stringify(data ?? {})}`);
  }
  alice = await t.signUp();
  bob = await t.signUp();
});
afterAll(() => t.close());

async function makeFeed(cookie: string): Promise<{ url: string; path: string; secret: string }> {
  const reply = await call<CalendarFeed>(t, "/api/calendar/feed", { cookie, method: "POST" });
  expect(reply.status).toBe(200);
  const url = reply.body.url ?? "";
  const match = /^webcal:\/\/localhost:3000\/cal\/([A-Za-z0-9_-]{43})\.ics$/.exec(url);
  expect(match, url).not.toBeNull();
  const secret = match?.[1] ?? "";
  return { url, secret, path: `/cal/${secret}.ics` };
}

/** Unfolds iCalendar's 75-octet line folding, so a long line can be matched whole. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("Settings → Calendar: the private feed", () => {
  it("lists scheduled thoughts with their RRULE in the schedule's zone, and delayed ones when they come back", async () => {
    const gym = await createTask(t, alice, { text: "Gym: legs and core\nBring the blue towel" });
    expect(
      (
        await taskAction(t, alice, gym.id, {
          action: "schedule",
          recurrence: {
            time: "07:30",
            daysOfWeek: ["monday", "wednesday", "friday"],
            timeZone: "Europe/Berlin",
          },
        })
      ).status,
    ).toBe(200);
    const call1 = await createTask(t, alice, { text: "Call the plumber about the boiler" });
    const delayed = await taskAction(t, alice, call1.id, { action: "delay" });
    expect(delayed.status).toBe(200);
    const done = await createTask(t, alice, { text: "Already finished thing" });
    await taskAction(t, alice, done.id, { action: "delay" });
    expect((await taskAction(t, alice, done.id, { action: "complete" })).body.status).toBe(
      "completed",
    );
    // completing a recurring thought re-arms it for its next day: it stays in the calendar
    const weekly = await createTask(t, alice, { text: "Water the plants" });
    await taskAction(t, alice, weekly.id, {
      action: "schedule",
      recurrence: { time: "10:00", daysOfWeek: ["tuesday"] },
    });
    await taskAction(t, alice, weekly.id, { action: "complete" });
    const archived = await createTask(t, alice, { text: "Archived weekly review" });
    await taskAction(t, alice, archived.id, { action: "schedule" });
    await taskAction(t, alice, archived.id, { action: "restore" });
    const skipped = await taskAction(t, alice, archived.id, { action: "skip" });
    // archived with its schedule still on it: the feed must leave it out all the same
    expect(skipped.body).toMatchObject({ status: "skipped", recurrence: { time: "09:00" } });
    const plain = await createTask(t, alice, { text: "Just an open thought" });
    const bobs = await createTask(t, bob, { text: "Bob's secret schedule" });
    await taskAction(t, bob, bobs.id, { action: "schedule" });

    const feed = await makeFeed(alice);
    const res = await t.app.request(feed.path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("no-store");
    const ics = unfold(await res.text());
    expect(ics).toContain("BEGIN:VCALENDAR");
    const events = ics.split("BEGIN:VEVENT").slice(1);
    expect(events, ics).toHaveLength(3);

    const gymEvent = events.find((e) => e.includes(`UID:${gym.id}@firstly`)) ?? "";
    expect(gymEvent).toContain("SUMMARY:Gym: legs and core");
    // the next occurrence after Monday 13:00 Berlin is Wednesday 07:30 Berlin
    expect(gymEvent).toContain("DTSTART;TZID=Europe/Berlin:20250312T073000");
    expect(gymEvent).toContain("DTEND;TZID=Europe/Berlin:20250312T074500");
    expect(gymEvent).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR");
    expect(gymEvent).toContain(`URL;VALUE=URI:${TEST_ORIGIN}/tasks/${gym.id}`);
    expect(gymEvent).toContain("Bring the blue towel");

    const callEvent = events.find((e) => e.includes(`UID:${call1.id}@firstly`)) ?? "";
    const backAt = new Date(delayed.body.delayEndsAt ?? "");
    const stamp = backAt
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(callEvent).toContain(`DTSTART:${stamp}`);
    expect(callEvent).not.toContain("RRULE");
    expect(callEvent).toContain(`/tasks/${call1.id}`);

    const weeklyEvent = events.find((e) => e.includes(`UID:${weekly.id}@firstly`)) ?? "";
    // no zone in the schedule: UTC, the next Tuesday at 10:00
    expect(weeklyEvent).toContain("DTSTART:20250311T100000Z");
    expect(weeklyEvent).toContain("RRULE:FREQ=WEEKLY;BYDAY=TU");

    for (const absent of [done.id, archived.id, plain.id, bobs.id])
      expect(ics).not.toContain(absent);
    expect(ics).not.toContain("Bob's secret schedule");
  });

  it("shows the address once; afterwards only that a feed is on", async () => {
    await makeFeed(bob);
    const status = await call<CalendarFeed>(t, "/api/calendar/feed", { cookie: bob });
    expect(status.body).toEqual({
      active: true,
      createdAt: clock.now.toISOString(),
      url: null,
    });
  });

  it("a new address kills the old one at once; turning it off kills both", async () => {
    const first = await makeFeed(alice);
    const second = await makeFeed(alice);
    expect((await t.app.request(first.path)).status).toBe(404);
    expect((await t.app.request(second.path)).status).toBe(200);
    const off = await call<CalendarFeed>(t, "/api/calendar/feed", {
      cookie: alice,
      method: "DELETE",
    });
    expect(off.body).toEqual({ active: false, createdAt: null, url: null });
    expect((await t.app.request(second.path)).status).toBe(404);
  });

  it("the secret opens the feed and nothing else", async () => {
    const feed = await makeFeed(alice);
    for (const path of ["/api/tasks", "/api/goals", "/api/calendar/feed"]) {
      const res = await t.app.request(path, {
        headers: { authorization: `Bearer ${feed.secret}` },
      });
      expect(res.status, path).toBeGreaterThanOrEqual(401);
      expect(res.status, path).toBeLessThan(404);
    }
    const asToken = await t.app.request("/api/tasks", {
      headers: { authorization: `Bearer fst_${feed.secret}` },
    });
    expect(await asToken.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: accessTokenMessages.invalid },
    });
    const mcp = await t.app.request("/mcp", {
      method: "POST",
      headers: {
        authorization: `Bearer ${feed.secret}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(mcp.status).toBe(401);
    // and as a cookie it is no session
    const me = await t.app.request("/api/me", {
      headers: { cookie: `better-auth.session_token=${feed.secret}` },
    });
    expect(await me.json()).toEqual({ user: null });
  });

  it("answers 404 to anything that is not a live feed address", async () => {
    for (const path of [
      "/cal/nothing.ics",
      `/cal/${"A".repeat(43)}.ics`,
      `/cal/${"A".repeat(43)}`,
      "/cal/..%2F..%2Fetc%2Fpasswd.ics",
      `/cal/${"x".repeat(500)}.ics`,
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it("is for signed-in people only, and never puts the secret in a log line", async () => {
    const guest = await t.guest();
    expect(await call(t, "/api/calendar/feed", { cookie: guest, method: "POST" })).toMatchObject({
      status: 403,
      error: { message: accessTokenMessages.calendarSignedInOnly },
    });
    const feed = await makeFeed(alice);
    await t.app.request(feed.path);
    expect(logLines.join("\n")).not.toContain(feed.secret);
  });
});
