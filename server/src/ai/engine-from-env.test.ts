import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../../test/support/fake-openai";
import { createEngineFromEnv } from "./engine-from-env";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});

const goal = { id: "g", type: "main" as const, text: "Write a novel" };
const tasks = [
  { id: "a", text: "outline the novel" },
  { id: "b", text: "wash the car" },
];

describe("createEngineFromEnv", () => {
  it("is null without AI_BASE_URL (or with a blank one)", () => {
    expect(createEngineFromEnv({})).toBeNull();
    expect(createEngineFromEnv({ AI_BASE_URL: "  ", AI_MODEL: "x" })).toBeNull();
  });

  it("defaults to gpt-4o-mini in batch mode with context adjustment", async () => {
    const engine = createEngineFromEnv({ AI_BASE_URL: fake.url });
    expect(engine?.label).toBe("openai-compatible:gpt-4o-mini");
    fake.resetStats();
    await engine?.scoreTasks(goal, tasks);
    // one batch scoring call, then 3 shuffled context-adjustment repeats over the 2 tasks
    expect(fake.stats.requests).toBe(4);
    expect(fake.stats.log[0]?.model).toBe("gpt-4o-mini");
  });

  it("scores with one batch call when context adjustment is off", async () => {
    const engine = createEngineFromEnv({ AI_BASE_URL: fake.url, AI_CONTEXT_ADJUSTMENT: "false" });
    fake.resetStats();
    await engine?.scoreTasks(goal, tasks);
    expect(fake.stats.requests).toBe(1);
  });

  it("honours AI_MODEL, AI_API_KEY and AI_SCORING_MODE=per-task", async () => {
    const engine = createEngineFromEnv({
      AI_BASE_URL: fake.url,
      AI_API_KEY: "k",
      AI_MODEL: "llama3",
      AI_SCORING_MODE: "per-task",
      AI_CONTEXT_ADJUSTMENT: "false",
    });
    fake.resetStats();
    await engine?.scoreTasks(goal, tasks);
    expect(fake.stats.requests).toBe(2);
    expect(engine?.label).toBe("openai-compatible:llama3");
  });

  it("fails with a readable message for invalid values", () => {
    expect(() => createEngineFromEnv({ AI_BASE_URL: fake.url, AI_SCORING_MODE: "fast" })).toThrow(
      /Invalid AI settings: AI_SCORING_MODE/,
    );
    expect(() => createEngineFromEnv({ AI_BASE_URL: "not a url" })).toThrow(/AI_BASE_URL/);
  });
});
