import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import { jobs } from "../src/db/schema";
import { startJobWorker } from "../src/jobs/job-worker";
import { JOB_PAYLOADS } from "../src/db/job-payloads";
import { runClarifyJob } from "../src/use-cases/tasks/enhance-task";
import { call, createMainGoal, createTask } from "./support/feature-helpers";
import { startFakeOpenAi, type FakeChatRequest, type FakeOpenAi } from "./support/fake-openai";
import { createTestApp, type TestApp } from "./support/test-app";

const enhancementOn = (t: TestApp, cookie: string) =>
  call(t, "/api/settings", { cookie, method: "PATCH", body: { aiEnhancement: true } });

const getTask = async (t: TestApp, cookie: string, id: string) =>
  (await call<Task>(t, `/api/tasks/${id}`, { cookie })).body;

const isClarify = (req: FakeChatRequest) =>
  req.messages.some((m) => m.role === "system" && m.content.startsWith("You tidy up"));

describe("AI enhancement with the built-in engine", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("never rewrites: it adds a line naming what the thought serves, only when switched on", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie, "Run a half marathon in April");
    const off = await createTask(t, cookie, { text: "Go for a 5k run on Saturday morning" });
    expect((await getTask(t, cookie, off.id)).aiDescription).toBeNull();

    expect((await enhancementOn(t, cookie)).status).toBe(200);
    const on = await createTask(t, cookie, { text: "Go for a 5k run on Sunday morning" });
    const stored = await getTask(t, cookie, on.id);
    expect(stored.text).toBe("Go for a 5k run on Sunday morning");
    expect(stored.originalText).toBeNull();
    expect(stored.aiEnhanced).toBe(false);
    expect(stored.aiDescription).toMatch(/for “Run a half marathon in April”$/);
  });
});

describe("AI enhancement with a model", () => {
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

  it("clarifies a new thought in the background, keeps the person's words, and rescores", async () => {
    fake.setBehaviour({
      reply: (req) =>
        isClarify(req)
          ? JSON.stringify({
              text: "Call the dentist on Monday to book a check-up.",
              title: "Dentist check-up",
              description: "Keeps a health appointment from slipping",
            })
          : undefined,
    });
    const cookie = await t.signUp();
    await enhancementOn(t, cookie);
    const task = await createTask(t, cookie, { text: "dentist monday call book checkup" });
    expect(task.text).toBe("dentist monday call book checkup");
    const worker = startJobWorker(t.deps);
    try {
      await expect
        .poll(async () => (await getTask(t, cookie, task.id)).aiEnhanced, { timeout: 15_000 })
        .toBe(true);
    } finally {
      await worker.stop();
    }
    const done = await getTask(t, cookie, task.id);
    expect(done).toMatchObject({
      text: "Call the dentist on Monday to book a check-up.",
      originalText: "dentist monday call book checkup",
      title: "Dentist check-up",
      aiDescription: "Keeps a health appointment from slipping",
    });
    const sent = fake.stats.log.find(isClarify);
    expect([sent?.temperature, sent?.max_tokens]).toEqual([0.3, 100]);
    fake.setBehaviour({});
  });

  it("keeps the person's words when the reply is unreadable or an edit came first", async () => {
    const cookie = await t.signUp();
    await enhancementOn(t, cookie);
    const userId = (
      (await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } }
    ).user.id;

    fake.setBehaviour({
      reply: (req) => (isClarify(req) ? "Here is a better version!" : undefined),
    });
    const unreadable = await createTask(t, cookie, { text: "renew passport before june" });
    const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.kind, "clarify-task"));
    expect(job?.payload).toMatchObject({ taskId: unreadable.id });
    await runClarifyJob(t.deps, userId, JOB_PAYLOADS["clarify-task"].parse(job?.payload));
    expect(await getTask(t, cookie, unreadable.id)).toMatchObject({
      text: "renew passport before june",
      originalText: null,
      aiEnhanced: false,
    });
    await t.deps.db.delete(jobs);

    fake.setBehaviour({
      reply: (req) =>
        isClarify(req)
          ? JSON.stringify({ text: "Model version", title: "Model", description: "From the model" })
          : undefined,
    });
    const edited = await createTask(t, cookie, { text: "first words" });
    const [pending] = await t.deps.db.select().from(jobs).where(eq(jobs.kind, "clarify-task"));
    const patch = await call(t, `/api/tasks/${edited.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "the person's own edit" },
    });
    expect(patch.status).toBe(200);
    await runClarifyJob(t.deps, userId, JOB_PAYLOADS["clarify-task"].parse(pending?.payload));
    expect((await getTask(t, cookie, edited.id)).text).toBe("the person's own edit");
    fake.setBehaviour({});
  });
});
