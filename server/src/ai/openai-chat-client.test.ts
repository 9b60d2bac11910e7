import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBreaker } from "@firstly/core/ai/circuit-breaker";
import { breakerConfigs } from "@firstly/core/scoring/constants";
import { messages } from "@firstly/core/contract/errors";
import { startFakeOpenAi, type FakeOpenAi } from "../../test/support/fake-openai";
import { AiUnavailableError, createOpenAiChatClient } from "./openai-chat-client";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setBehaviour({});
  fake.resetStats();
});

const request = {
  messages: [{ role: "user" as const, content: "hello" }],
  temperature: 0.2,
  maxTokens: 100,
};

function client(opts: { now?: () => number; timeoutMs?: number } = {}) {
  return createOpenAiChatClient({ baseURL: fake.url, model: "test-model", ...opts });
}

describe("openai chat client (real SDK against the fake server)", () => {
  it("returns the reply and sends model, temperature, max tokens and JSON mode", async () => {
    fake.setBehaviour({ reply: () => '{"ok":true}' });
    await expect(client().complete({ ...request, responseFormat: "json" })).resolves.toBe(
      '{"ok":true}',
    );
    const sent = fake.stats.log[0];
    expect(sent).toMatchObject({
      model: "test-model",
      temperature: 0.2,
      max_tokens: 100,
      response_format: { type: "json_object" },
    });
    expect(fake.stats.requests).toBe(1);
    expect(fake.stats.promptTokens).toBeGreaterThan(0);
  });

  it("maps an HTTP 500 to '<service> failed: <status> - <body>' without retrying", async () => {
    fake.setBehaviour({ status: 500, errorBody: JSON.stringify({ error: { message: "boom" } }) });
    await expect(client().complete(request)).rejects.toThrow(
      'AI chat completion failed: 500 - {"message":"boom"}',
    );
    expect(fake.stats.requests).toBe(1);
  });

  it("maps a non-JSON error body too", async () => {
    fake.setBehaviour({ status: 503, errorBody: "upstream down" });
    await expect(client().complete(request)).rejects.toThrow(/^AI chat completion failed: 503 - /);
  });

  it("maps empty content to the docs/behaviour/messages.md empty-reply message", async () => {
    fake.setBehaviour({ emptyContent: true });
    await expect(client().complete(request)).rejects.toThrow(messages.aiEmpty);
    fake.setBehaviour({ reply: () => "   \n" });
    await expect(client().complete(request)).rejects.toThrow(messages.aiEmpty);
  });

  it("times out with the docs/behaviour/messages.md timeout message", async () => {
    fake.setBehaviour({ delayMs: 1_000 });
    await expect(client({ timeoutMs: 100 }).complete(request)).rejects.toThrow(messages.timeout);
  });

  it("rejects a malformed JSON response body", async () => {
    fake.setBehaviour({ malformedJson: true });
    await expect(client().complete(request)).rejects.toThrow();
  });
});

describe("openai chat client breaker", () => {
  const { threshold, resetMs, halfOpenAttempts } = breakerConfigs.textAi;

  it("opens after 3 failures, refuses without calling, then half-open → closed on success", async () => {
    let now = 0;
    const chat = client({ now: () => now });
    fake.setBehaviour({ status: 500 });
    for (let i = 0; i < threshold; i++) await expect(chat.complete(request)).rejects.toThrow(/500/);
    expect(fake.stats.requests).toBe(threshold);

    fake.setBehaviour({ reply: () => "fine" });
    const refused = chat.complete(request);
    await expect(refused).rejects.toBeInstanceOf(AiUnavailableError);
    await expect(chat.complete(request)).rejects.toThrow(messages.breakerOpen);
    expect(fake.stats.requests).toBe(threshold);

    now += resetMs; // half-open: a trial goes through and its success closes the breaker
    await expect(chat.complete(request)).resolves.toBe("fine");
    for (let i = 0; i < 5; i++) await expect(chat.complete(request)).resolves.toBe("fine");
  });

  it("a failed half-open trial reopens it; trials are capped at halfOpenAttempts", async () => {
    let now = 0;
    const breaker = createBreaker(breakerConfigs.textAi);
    const chat = createOpenAiChatClient({ baseURL: fake.url, model: "m", now: () => now, breaker });
    fake.setBehaviour({ status: 500 });
    for (let i = 0; i < threshold; i++) await expect(chat.complete(request)).rejects.toThrow(/500/);
    now += resetMs;
    await expect(chat.complete(request)).rejects.toThrow(/500/);
    expect(breaker.state(now)).toBe("open");
    await expect(chat.complete(request)).rejects.toThrow(messages.breakerOpen);

    now += resetMs;
    fake.setBehaviour({ reply: () => "slow", delayMs: 200 });
    const trials = Array.from({ length: halfOpenAttempts + 1 }, () => chat.complete(request));
    const settled = await Promise.allSettled(trials);
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(halfOpenAttempts);
    expect(settled.filter((s) => s.status === "rejected")).toHaveLength(1);
    expect(breaker.state(now)).toBe("closed");
  });
});
