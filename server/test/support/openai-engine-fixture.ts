import { afterAll, beforeAll, beforeEach } from "vitest";
import { createOpenAiChatClient } from "../../src/ai/openai-chat-client";
import { createOpenAiEngine, type OpenAiEngineOptions } from "../../src/ai/openai-engine";
import { promptData, startFakeOpenAi, type FakeChatRequest, type FakeOpenAi } from "./fake-openai";

/** One fake OpenAI server for the calling test file, reset before each test. */
export function useFakeOpenAi(): () => FakeOpenAi {
  let fake: FakeOpenAi | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake?.setBehaviour({});
    fake?.resetStats();
  });
  return () => {
    if (!fake) throw new Error("the fake OpenAI server is not running");
    return fake;
  };
}

export const goal = {
  id: "g1",
  type: "main" as const,
  text: "Run a marathon under four hours this autumn",
};

export const tasks = (n: number, prefix = "task") =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}-${i}`,
    text: i % 2 ? `marathon long run week ${i}` : `tidy drawer ${i}`,
  }));

/** The batch engine on model "m1" against the fake server. */
export function engineFor(
  fake: FakeOpenAi,
  overrides: Partial<OpenAiEngineOptions> = {},
  timeoutMs = 5_000,
) {
  const client = createOpenAiChatClient({ baseURL: fake.url, model: "m1", timeoutMs });
  return createOpenAiEngine({ client, model: "m1", mode: "batch", ...overrides });
}

/** A batch reply built from the prompt's own ids, with a per-item override. */
export function batchReply(score: (id: string, index: number) => unknown) {
  return (req: FakeChatRequest) => {
    const items = promptData(req, "tasks_data") as { id: string }[];
    return JSON.stringify({
      scores: items.map((t, i) => ({ id: t.id, score: score(t.id, i), reasoning: "r" })),
    });
  };
}
