import { describe, expect, it } from "vitest";
import { promptData } from "../../test/support/fake-openai";
import {
  batchReply,
  engineFor,
  goal,
  tasks,
  useFakeOpenAi,
} from "../../test/support/openai-engine-fixture";
import { messages } from "@firstly/core/contract/errors";
import { type OpenAiEngineOptions } from "./openai-engine";
import { createMemoryScoreCache } from "./score-cache";

const fake = useFakeOpenAi();
const engine = (overrides: Partial<OpenAiEngineOptions> = {}, timeoutMs = 5_000) =>
  engineFor(fake(), overrides, timeoutMs);

describe("openai engine cache", () => {
  it("never pays twice for an unchanged (model, goal, task) pair", async () => {
    const cache = createMemoryScoreCache();
    const list = tasks(30);
    const first = await engine({ cache }).scoreTasks(goal, list);
    expect(fake().stats.requests).toBe(2);
    const second = await engine({ cache }).scoreTasks(goal, list);
    expect(fake().stats.requests).toBe(2);
    expect(second).toEqual(first);

    const edited = list.map((t, i) => (i === 4 ? { ...t, text: "new text" } : t));
    await engine({ cache }).scoreTasks(goal, edited);
    expect(fake().stats.requests).toBe(3);
    const third = fake().stats.log[2];
    expect(third && (promptData(third, "tasks_data") as unknown[]).length).toBe(1);

    await engine({ cache, model: "m2" }).scoreTasks(goal, list); // another model pays again
    await engine({ cache }).scoreTasks({ ...goal, text: "Learn Spanish" }, list); // another goal too
    expect(fake().stats.requests).toBe(7);
  });

  it("does not cache unscored tasks, and keeps chunks scored before a failure", async () => {
    const cache = createMemoryScoreCache();
    fake().setBehaviour({ reply: batchReply((_id, i) => (i === 0 ? 0 : 2000)) });
    await engine({ cache, concurrency: 1 }).scoreTasks(goal, tasks(3));
    expect(cache.size).toBe(2);

    let calls = 0;
    fake().setBehaviour({ reply: (req) => (++calls === 2 ? "" : batchReply(() => 3000)(req)) });
    await expect(
      engine({ cache: createMemoryScoreCache(), concurrency: 1 }).scoreTasks(goal, tasks(50)),
    ).rejects.toThrow(messages.aiEmpty);
    const partial = createMemoryScoreCache();
    calls = 0;
    await expect(
      engine({ cache: partial, concurrency: 1 }).scoreTasks(goal, tasks(50)),
    ).rejects.toThrow();
    expect(partial.size).toBe(25);
  });
});

describe("openai engine, context adjustment", () => {
  it("adds the planned calls and keeps scores in 1–10000", async () => {
    const plain = await engine().scoreTasks(goal, tasks(100));
    fake().resetStats();
    const adjusted = await engine({ contextAdjustment: true }).scoreTasks(goal, tasks(100));
    expect(fake().stats.requests).toBe(4 + 3 * 3); // 4 scoring calls + 3 windows × 3 repeats
    expect(adjusted.every((r) => r.score >= 1 && r.score <= 10_000)).toBe(true);
    expect(adjusted.map((r) => r.score)).not.toEqual(plain.map((r) => r.score));
  });

  it("keeps unadjusted scores when the adjustment calls fail or reply badly", async () => {
    const plain = await engine().scoreTasks(goal, tasks(10));
    fake().setBehaviour({
      reply: (req) => (promptData(req, "anchors_data") ? "garbage" : undefined),
    });
    expect(
      (await engine({ contextAdjustment: true }).scoreTasks(goal, tasks(10))).map((r) => r.score),
    ).toEqual(plain.map((r) => r.score));
    fake().setBehaviour({ reply: (req) => (promptData(req, "anchors_data") ? "" : undefined) });
    expect(
      (await engine({ contextAdjustment: true }).scoreTasks(goal, tasks(10))).map((r) => r.score),
    ).toEqual(plain.map((r) => r.score));
  });

  it("clamps a huge delta to ±1500", async () => {
    fake().setBehaviour({
      reply: (req) => {
        if (!promptData(req, "anchors_data")) return batchReply(() => 5000)(req);
        const items = promptData(req, "tasks_data") as { id: string }[];
        return JSON.stringify({ deltas: Object.fromEntries(items.map((t) => [t.id, -99_999])) });
      },
    });
    const result = await engine({ contextAdjustment: true }).scoreTasks(goal, tasks(4));
    expect(result.map((r) => r.score)).toEqual([3500, 3500, 3500, 3500]);
  });
});
