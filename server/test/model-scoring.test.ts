import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { Task } from "@firstly/core/contract/task";
import type { Goal } from "@firstly/core/contract/goal";
import type { ChangeEvent } from "@firstly/core/contract/session";
import { eq } from "drizzle-orm";
import { scoreCache } from "../src/db/schema";
import { startJobWorker } from "../src/jobs/job-worker";
import { startFakeOpenAi, type FakeOpenAi } from "./support/fake-openai";
import { createTestApp, type TestApp } from "./support/test-app";
import { until } from "./support/until";

let fake: FakeOpenAi;
let t: TestApp;
let worker: { stop(): Promise<void> };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ env: { AI_BASE_URL: fake.url, AI_MODEL: "test-model" } });
  worker = startJobWorker(t.deps);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await fake.close();
});

describe("scoring pipeline with a model", () => {
  it("gives a built-in tier at once, then model scores in the background, keeping basicScore", async () => {
    const cookie = await t.signUp();
    const events: ChangeEvent[] = [];
    const userId = (
      (await (await t.request("/api/me", { cookie })).json()) as {
        user: { id: string };
      }
    ).user.id;
    const unsubscribe = t.deps.notifier.subscribe(userId, (e) => events.push(e));
    const goal = (await (
      await t.request("/api/goals/main", {
        cookie,
        body: { description: "Run my first marathon in under 4 hours" },
      })
    ).json()) as Goal;
    const texts = ["long run sunday 18k slow", "renew car insurance", "book physio for my shin"];
    const created: Task[] = [];
    for (const text of texts) {
      const res = await t.request("/api/tasks", { cookie, body: { id: randomUUID(), text } });
      expect(res.status).toBe(200);
      created.push((await res.json()) as Task);
    }
    // provisional built-in score in the create response itself
    for (const task of created) {
      expect(task.goalAssessments[goal.id]?.engine).toBe("builtin");
      expect(task.goalAssessments[goal.id]?.score).toBeGreaterThanOrEqual(1);
    }

    const scored = await until(async () => {
      const { tasks } = (await (await t.request("/api/tasks", { cookie })).json()) as {
        tasks: Task[];
      };
      return tasks.every(
        (x) => x.goalAssessments[goal.id]?.engine === "openai-compatible:test-model",
      )
        ? tasks
        : undefined;
    });
    for (const task of scored) {
      const a = task.goalAssessments[goal.id];
      expect(a?.basicScore).toBeGreaterThanOrEqual(1);
      expect(a?.score).toBeGreaterThanOrEqual(1);
      expect(a?.score).toBeLessThanOrEqual(10_000);
    }
    expect(events.some((e) => e.kind === "scores")).toBe(true);
    expect(fake.stats.requests).toBeGreaterThan(0);
    unsubscribe();

    // the model's reasoning about this person's words is theirs: it goes with their account
    const cached = await t.deps.db
      .select({ key: scoreCache.key })
      .from(scoreCache)
      .where(eq(scoreCache.userId, userId));
    expect(cached.length).toBe(texts.length);
    const deleted = await t.request("/api/auth/delete-user", {
      cookie,
      body: { password: "secret123" },
    });
    expect(deleted.status).toBe(200);
    const left = await t.deps.db
      .select({ key: scoreCache.key })
      .from(scoreCache)
      .where(eq(scoreCache.userId, userId));
    expect(left).toHaveLength(0);
  });

  it("keeps the built-in score and loses nothing when the model fails", async () => {
    fake.setBehaviour({ status: 500, errorBody: "boom" });
    const cookie = await t.signUp();
    const goal = (await (
      await t.request("/api/goals/main", {
        cookie,
        body: { description: "Learn to speak Spanish this year" },
      })
    ).json()) as Goal;
    const res = await t.request("/api/tasks", {
      cookie,
      body: { id: randomUUID(), text: "practice spanish verbs on duolingo" },
    });
    const task = (await res.json()) as Task;
    const before = fake.stats.requests;
    await until(async () => (fake.stats.requests > before ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));
    const again = (await (await t.request(`/api/tasks/${task.id}`, { cookie })).json()) as Task;
    expect(again.text).toBe("practice spanish verbs on duolingo");
    expect(again.goalAssessments[goal.id]?.engine).toBe("builtin");
    fake.setBehaviour({});
  });
});
