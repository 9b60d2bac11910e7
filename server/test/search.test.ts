import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { SearchOutput } from "@firstly/core/contract/search";
import { analyticsEvents } from "../src/db/schema";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createSubtask,
  createTask,
  taskAction,
} from "./support/feature-helpers";
import { startFakeOpenAi, promptData, type FakeOpenAi } from "./support/fake-openai";
import { createTestApp, type TestApp } from "./support/test-app";

const search = (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  call<SearchOutput>(t, "/api/search", { cookie, body });

const titles = (out: SearchOutput) => out.results.map((r) => r.title);

async function userId(t: TestApp, cookie: string): Promise<string> {
  const me = (await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } };
  return me.user.id;
}

async function searchEvents(t: TestApp, cookie: string) {
  return t.deps.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, await userId(t, cookie)));
}

describe("search with the built-in engine", () => {
  const clock = createClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createFeatureApp(clock);
  });
  afterAll(() => t.close());

  it("finds a thought by a concept it never names, and only the person's own", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await createTask(t, alice, { text: "Buy running shoes" });
    await createTask(t, alice, { text: "Pay the electricity bill" });
    await createTask(t, bob, { text: "Polish my leather shoes" });

    const found = await search(t, alice, { query: "footwear", scope: "active", kinds: ["task"] });
    expect(found.status).toBe(200);
    expect(found.body.engine).toBe("builtin");
    expect(titles(found.body)).toEqual(["Buy running shoes"]);

    const none = await search(t, alice, { query: "gardening", scope: "active", kinds: ["task"] });
    expect(none.body.results).toEqual([]);
  });

  it("counts a burst of searches once, then again after a minute", async () => {
    const cookie = await t.signUp();
    await createTask(t, cookie, { text: "Book flights to Lisbon" });
    await search(t, cookie, { query: "trav", scope: "active", kinds: ["task"] });
    await search(t, cookie, { query: "travel", scope: "active", kinds: ["task"] });
    expect(
      (await searchEvents(t, cookie)).filter((e) => e.eventType === "search_used"),
    ).toHaveLength(1);
    clock.advance(61_000);
    await search(t, cookie, { query: "travel", scope: "active", kinds: ["task"] });
    expect(
      (await searchEvents(t, cookie)).filter((e) => e.eventType === "search_used"),
    ).toHaveLength(2);
    const usage = await call<{ totalItems: number }>(t, "/api/usage", { cookie });
    expect(usage.body.totalItems).toBe(3); // one thought and two searches
  });

  it("keeps open and completed items apart, with subtasks and completed main goals by kind", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie, "Run a marathon in spring");
    const subtask = await createSubtask(t, cookie, "Marathon training plan");
    const done = await createTask(t, cookie, { text: "Register for the marathon" });
    await createTask(t, cookie, { text: "Marathon shoes fitting" });
    expect((await taskAction(t, cookie, done.id, { action: "complete" })).status).toBe(200);

    const active = await search(t, cookie, {
      query: "marathon",
      scope: "active",
      kinds: ["task", "subtask", "main"],
    });
    expect(active.body.results.map((r) => [r.kind, r.title]).sort()).toEqual([
      ["subtask", subtask.name],
      ["task", "Marathon shoes fitting"],
    ]);

    const completed = await search(t, cookie, {
      query: "marathon",
      scope: "completed",
      kinds: ["task"],
    });
    expect(titles(completed.body)).toEqual(["Register for the marathon"]);
    expect(completed.body.results[0]?.completedAt).not.toBeNull();

    // a new main goal completes the old one, which Completed Items then finds
    await createMainGoal(t, cookie, "Learn Portuguese");
    const goals = await search(t, cookie, {
      query: "marathon",
      scope: "completed",
      kinds: ["main"],
    });
    expect(goals.body.results.map((r) => r.kind)).toEqual(["main"]);
  });

  it("finds thoughts set aside (delayed, scheduled, archived) unless asked to leave them out", async () => {
    const cookie = await t.signUp();
    await createTask(t, cookie, { text: "Marathon shoes fitting" });
    const delayed = await createTask(t, cookie, { text: "Marathon entry fee" });
    const archived = await createTask(t, cookie, { text: "Marathon photo book" });
    expect((await taskAction(t, cookie, delayed.id, { action: "delay" })).status).toBe(200);
    expect((await taskAction(t, cookie, archived.id, { action: "skip" })).status).toBe(200);

    const all = await search(t, cookie, { query: "marathon", scope: "active", kinds: ["task"] });
    expect(all.body.results.map((r) => [r.title, r.status]).sort()).toEqual([
      ["Marathon entry fee", "delayed"],
      ["Marathon photo book", "skipped"],
      ["Marathon shoes fitting", "pending"],
    ]);
    const onHome = await search(t, cookie, {
      query: "marathon",
      scope: "active",
      kinds: ["task"],
      includeSetAside: false,
    });
    expect(titles(onHome.body)).toEqual(["Marathon shoes fitting"]);
  });

  it("answers bad input with a 400 and documented messages, and needs a session", async () => {
    const cookie = await t.signUp();
    const empty = await search(t, cookie, { query: "   ", scope: "active", kinds: ["task"] });
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toBe("Enter something to search for");
    expect((await search(t, cookie, { query: "x", scope: "active", kinds: [] })).status).toBe(400);
    expect((await search(t, cookie, { query: "x", scope: "all", kinds: ["task"] })).status).toBe(
      400,
    );
    expect((await search(t, cookie, { query: 42, scope: "active", kinds: ["task"] })).status).toBe(
      400,
    );
    expect((await search(t, "", { query: "x", scope: "active", kinds: ["task"] })).status).toBe(
      401,
    );
  });

  it("lets a guest search their own thoughts without recording usage", async () => {
    const guest = await t.guest();
    await createTask(t, guest, { text: "Buy running shoes" });
    const found = await search(t, guest, { query: "footwear", scope: "active", kinds: ["task"] });
    expect(titles(found.body)).toEqual(["Buy running shoes"]);
    expect(await searchEvents(t, guest)).toEqual([]);
  });

  it("past the monthly limit blocks AI search: keyword matches only, nothing recorded", async () => {
    const cookie = await t.signUp();
    await createTask(t, cookie, { text: "Buy running shoes" });
    const id = await userId(t, cookie);
    await t.deps.db.insert(analyticsEvents).values(
      Array.from({ length: 24 }, () => ({
        userId: id,
        eventType: "task_action",
        eventData: {},
        createdAt: clock.now,
      })),
    );
    const byConcept = await search(t, cookie, {
      query: "footwear",
      scope: "active",
      kinds: ["task"],
    });
    expect(byConcept.body).toEqual({ results: [], engine: "keyword", limited: true });
    const byWord = await search(t, cookie, { query: "shoes", scope: "active", kinds: ["task"] });
    expect(titles(byWord.body)).toEqual(["Buy running shoes"]);
    expect((await searchEvents(t, cookie)).filter((e) => e.eventType === "search_used")).toEqual(
      [],
    );
  });
});

describe("search with a model", () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ env: { AI_BASE_URL: fake.url, AI_MODEL: "test-model" } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("makes the docs/behaviour/calls.md#ai-uses match call and keeps only valid indices, in the model's order", async () => {
    const cookie = await t.signUp();
    await createTask(t, cookie, { text: "Buy running shoes" });
    await createTask(t, cookie, { text: "Pay the electricity bill" });
    await createTask(t, cookie, { text: "Sock drawer tidy-up" });
    fake.resetStats();
    fake.setBehaviour({
      reply: (req) => {
        const notes = promptData(req, "notes_data") as
          { index: number; text: string }[] | undefined;
        if (!notes) return undefined;
        const shoes = notes.find((n) => n.text.includes("shoes"))?.index;
        const socks = notes.find((n) => n.text.includes("Sock"))?.index;
        return `${shoes}, ${socks}, 17, -1, x, ${shoes}`;
      },
    });
    const found = await search(t, cookie, { query: "footwear", scope: "active", kinds: ["task"] });
    expect(found.body.engine).toBe("model");
    expect(titles(found.body)).toEqual(["Buy running shoes", "Sock drawer tidy-up"]);
    const matchCall = fake.stats.log.find((r) => promptData(r, "query_data") === "footwear");
    expect(matchCall?.temperature).toBe(0.2);
  });

  it("falls back to keyword matching when the model fails, and records the search", async () => {
    const cookie = await t.signUp();
    await createTask(t, cookie, { text: "Buy running shoes" });
    fake.setBehaviour({ status: 500 });
    const byWord = await search(t, cookie, { query: "shoes", scope: "active", kinds: ["task"] });
    expect(byWord.status).toBe(200);
    expect(byWord.body.engine).toBe("keyword");
    expect(titles(byWord.body)).toEqual(["Buy running shoes"]);
    expect((await searchEvents(t, cookie)).some((e) => e.eventType === "search_used")).toBe(true);
    fake.setBehaviour({});
  });
});

describe("settings search", () => {
  let fake: FakeOpenAi;
  let builtin: TestApp;
  let model: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    builtin = await createTestApp();
    model = await createTestApp({ env: { AI_BASE_URL: fake.url, AI_MODEL: "test-model" } });
  });
  afterAll(async () => {
    await builtin.close();
    await model.close();
    await fake.close();
  });

  const ask = (t: TestApp, cookie: string, query: unknown) =>
    call<{ ids: string[]; engine: string }>(t, "/api/settings/search", { cookie, body: { query } });

  it("finds a setting by meaning without a model; a guest never finds the account card", async () => {
    const cookie = await builtin.signUp();
    const shorter = await ask(builtin, cookie, "make the list shorter");
    expect(shorter.body).toMatchObject({ engine: "builtin" });
    expect(shorter.body.ids[0]).toBe("display");
    expect((await ask(builtin, cookie, "change my password")).body.ids[0]).toBe("account");

    const guest = await builtin.guest();
    expect((await ask(builtin, guest, "change my password")).body.ids).not.toContain("account");
    expect((await ask(builtin, guest, "export my data")).body.ids).not.toContain("export");
    expect((await ask(builtin, cookie, "   ")).status).toBe(400);
  });

  it("asks the model at 0.2/100 and keeps only known ids; an unreadable reply falls back", async () => {
    const cookie = await model.signUp();
    fake.setBehaviour({ reply: () => '["delay", "made-up", "display", "delay"]' });
    const found = await ask(model, cookie, "snooze");
    expect(found.body).toEqual({ ids: ["delay", "display"], engine: "model" });
    const sent = fake.stats.log.at(-1);
    expect([sent?.temperature, sent?.max_tokens]).toEqual([0.2, 100]);

    fake.setBehaviour({ reply: () => "The display setting, I think" });
    const fallback = await ask(model, cookie, "make the list shorter");
    expect(fallback.body.engine).toBe("builtin");
    expect(fallback.body.ids[0]).toBe("display");

    const guest = await model.guest();
    fake.setBehaviour({ reply: () => '["account"]' });
    expect((await ask(model, guest, "password")).body.ids).toEqual([]);
    fake.setBehaviour({});
  });

  const help = (t: TestApp, cookie: string, query: unknown) =>
    call<{ ids: string[]; text: string | null; engine: string }>(t, "/api/help/search", {
      cookie,
      body: { query },
    });

  it("help: the built-in engine suggests up to 3 topics by meaning, for guests too", async () => {
    const guest = await builtin.guest();
    const found = await help(builtin, guest, "what do the colours mean");
    expect(found.body).toMatchObject({ engine: "builtin", text: null });
    expect(found.body.ids[0]).toBe("priority-levels");
    const many = await help(builtin, guest, "how do I get rid of a thought");
    expect(many.body.ids.length).toBeLessThanOrEqual(3);
    expect(many.body.ids).toContain("task-editing");
    expect((await help(builtin, guest, "volcano eruption")).body.ids).toEqual([]);
  });

  it("help: the model's topic ids at 0.2/200, its words shown as they are, a failure falls back", async () => {
    const cookie = await model.signUp();
    fake.setBehaviour({ reply: () => '```json\n["export", "account"]\n```' });
    expect((await help(model, cookie, "take my notes elsewhere")).body).toEqual({
      ids: ["export", "account"],
      text: null,
      engine: "model",
    });
    const sent = fake.stats.log.at(-1);
    expect([sent?.temperature, sent?.max_tokens]).toEqual([0.2, 200]);

    fake.setBehaviour({ reply: () => "Try the Settings screen." });
    expect((await help(model, cookie, "where is dark mode")).body).toEqual({
      ids: [],
      text: "Try the Settings screen.",
      engine: "model",
    });

    fake.setBehaviour({ status: 503 });
    const fallback = await help(model, cookie, "what do the colours mean");
    expect(fallback.body.engine).toBe("builtin");
    expect(fallback.body.ids[0]).toBe("priority-levels");
    fake.setBehaviour({});
  });
});
