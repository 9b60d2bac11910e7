import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Health } from "@firstly/core/contract/session";
import { voiceMessages } from "@firstly/core/voice/voice-messages";
import { messages } from "@firstly/core/contract/errors";
import type { Logger } from "../src/logger";
import { TRANSCRIPTIONS_PER_WINDOW } from "../src/use-cases/voice/transcribe-audio";
import { startFakeOpenAi, type FakeOpenAi } from "./support/fake-openai";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";
import { createClock } from "./support/feature-helpers";
import { pngBytes, wavTone, webmLike } from "./support/audio-fixtures";

const PATH = "/api/voice/transcriptions";

/** What the browser sends: the MediaRecorder blob as the body, same origin, the session cookie. */
function upload(
  t: TestApp,
  cookie: string | null,
  body: Uint8Array | ReadableStream<Uint8Array>,
  type = "audio/webm",
  headers: Record<string, string> = {},
) {
  return t.app.request(PATH, {
    method: "POST",
    headers: {
      origin: TEST_ORIGIN,
      "content-type": type,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
}

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

const health = async (t: TestApp) => (await (await t.request("/api/health")).json()) as Health;

describe("voice transcription without a transcription model", () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // a chat model is configured, speech is not
    t = await createTestApp({ env: { AI_BASE_URL: fake.url } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("says so in health, and the endpoint answers 503 with the docs/behaviour/messages.md text without calling anyone", async () => {
    expect((await health(t)).voice).toEqual({ transcription: false });
    const cookie = await t.signUp();
    const res = await upload(t, cookie, wavTone(1), "audio/wav");
    expect(res.status).toBe(503);
    expect((await errorOf(res)).message).toBe("Voice transcription service unavailable...");
    expect(fake.audio.log).toHaveLength(0);
  });
});

describe("voice transcription through an OpenAI-compatible /audio/transcriptions", () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let cookie: string;
  const clock = createClock();
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      now: () => clock.now,
      env: { AI_BASE_URL: fake.url, AI_API_KEY: "sk-test-key", AI_TRANSCRIBE_MODEL: "whisper-1" },
    });
    cookie = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    // each test starts with a settled breaker (failures older than its 120 s window are forgotten)
    clock.advance(121_000);
    fake.audio.setBehaviour({});
    fake.audio.log.length = 0;
  });

  it("health says voice is available", async () => {
    expect((await health(t)).voice).toEqual({ transcription: true });
  });

  it("returns the words of a WAV, sent as OpenAI expects: multipart, model, language en, format text", async () => {
    fake.audio.setBehaviour({ text: "buy milk and call the bank" });
    const res = await upload(t, cookie, wavTone(2), "audio/wav");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: "buy milk and call the bank" });
    const sent = fake.audio.log[0];
    expect(sent).toMatchObject({
      model: "whisper-1",
      language: "en",
      responseFormat: "text",
      fileName: "recording.wav",
      fileType: "audio/wav",
      format: "wav",
      authorization: "Bearer sk-test-key",
    });
    expect(sent?.durationMs).toBeCloseTo(2000, -1);
  });

  it("takes a WebM recording (MediaRecorder's format) whatever content-type names it", async () => {
    fake.audio.setBehaviour({ text: "call the bank" });
    const res = await upload(t, cookie, webmLike(3), "application/octet-stream");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: "call the bank" });
    expect(fake.audio.log[0]).toMatchObject({ format: "webm", fileName: "recording.webm" });
  });

  it("decides the type by content: a PNG sent as audio/webm is refused (415) and never uploaded", async () => {
    const res = await upload(t, cookie, pngBytes(), "audio/webm");
    expect(res.status).toBe(415);
    expect((await errorOf(res)).message).toBe("Recording must be WebM, Ogg or WAV audio");
    const empty = await upload(t, cookie, new Uint8Array(0), "audio/webm");
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe(voiceMessages.processFailed);
    expect(fake.audio.log).toHaveLength(0);
  });

  it("refuses bodies a cross-site form could send (text/plain, multipart) and other sites", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/json"]) {
      const res = await upload(t, cookie, wavTone(1), type);
      expect(res.status, type).toBe(415);
    }
    const crossSite = await upload(t, cookie, wavTone(1), "audio/wav", {
      origin: "http://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(fake.audio.log).toHaveLength(0);
  });

  it("accepts up to 10 MB and answers 413 beyond, whether the size is declared or streamed", async () => {
    // 5 minutes of 16 kHz 16-bit mono WAV (9.6 MB) is within the limit
    const fiveMinutes = await upload(t, cookie, wavTone(300), "audio/wav");
    expect(fiveMinutes.status).toBe(200);
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set(webmLike(1).subarray(0, 64));
    const declared = await upload(t, cookie, tooBig);
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toBe("Recording too large - maximum 10 MB");
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(webmLike(1).subarray(0, 64));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 11) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await upload(t, cookie, stream);
    expect(streamed.status).toBe(413);
    expect(fake.audio.log).toHaveLength(1);
  });

  it.each([
    [401, 503, voiceMessages.serviceNotConfigured],
    [500, 502, "Failed to transcribe audio. Please try again."],
    [429, 502, "Failed to transcribe audio. Please try again."],
  ])("maps the provider's %i to %i '%s'", async (upstream, status, message) => {
    fake.audio.setBehaviour({ status: upstream });
    const res = await upload(t, await t.signUp(), wavTone(1), "audio/wav");
    expect(res.status).toBe(status);
    expect((await errorOf(res)).message).toBe(message);
  });

  it("three provider failures open the breaker: answers come at once without a call, until 60 s pass", async () => {
    fake.audio.setBehaviour({ status: 500 });
    for (let i = 0; i < 3; i++) {
      expect((await upload(t, cookie, wavTone(1), "audio/wav")).status).toBe(502);
    }
    fake.audio.setBehaviour({ text: "back again" });
    const refused = await upload(t, cookie, wavTone(1), "audio/wav");
    expect(refused.status).toBe(503);
    expect((await errorOf(refused)).message).toBe(messages.breakerOpen);
    expect(fake.audio.log).toHaveLength(3);
    clock.advance(60_000);
    const retried = await upload(t, cookie, wavTone(1), "audio/wav");
    expect(await retried.json()).toEqual({ text: "back again" });
  });

  it("the provider's own refusal of a broken file (60 s of WebM in 1.6 KB) is a failed transcription", async () => {
    const res = await upload(t, cookie, webmLike(60, 1000, 10), "audio/webm");
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(voiceMessages.transcribeFailed);
    expect(fake.audio.log).toHaveLength(0);
  });

  it("an answer with no words is 'No transcription received'", async () => {
    fake.audio.setBehaviour({ empty: true });
    const res = await upload(t, cookie, wavTone(1), "audio/wav");
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe("No transcription received");
  });

  it("needs a session; guests may dictate (voice is for every text field, theirs too)", async () => {
    const none = await upload(t, null, wavTone(1), "audio/wav");
    expect(none.status).toBe(401);
    const guest = await upload(t, await t.guest(), wavTone(1), "audio/wav");
    expect(guest.status).toBe(200);
  });

  it(`allows ${TRANSCRIPTIONS_PER_WINDOW} recordings per person per 10 minutes, then 429`, async () => {
    const busy = await t.signUp();
    for (let i = 0; i < TRANSCRIPTIONS_PER_WINDOW; i++) {
      expect((await upload(t, busy, webmLike(1), "audio/webm")).status).toBe(200);
    }
    const over = await upload(t, busy, webmLike(1), "audio/webm");
    expect(over.status).toBe(429);
    expect((await errorOf(over)).message).toBe(messages.tooManyRequests);
    // someone else is not affected
    expect((await upload(t, cookie, webmLike(1), "audio/webm")).status).toBe(200);
  });

  it("logs sizes and outcomes, never the audio or the words", async () => {
    const lines: unknown[] = [];
    const recorder: Logger = {
      debug: (msg, data) => lines.push({ msg, ...data }),
      info: (msg, data) => lines.push({ msg, ...data }),
      warn: (msg, data) => lines.push({ msg, ...data }),
      error: (msg, data) => lines.push({ msg, ...data }),
    };
    const original = t.deps.log;
    t.deps.log = recorder;
    try {
      fake.audio.setBehaviour({ text: "my secret pin is 4711" });
      await upload(t, cookie, wavTone(1), "audio/wav");
      fake.audio.setBehaviour({ status: 500 });
      await upload(t, cookie, wavTone(1), "audio/wav");
    } finally {
      t.deps.log = original;
    }
    expect(lines.map((l) => (l as { msg: string }).msg)).toEqual([
      "voice.transcribed",
      "voice.transcription_failed",
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain("secret");
    expect(text).not.toContain("RIFF");
  });

  it("is documented in the OpenAPI document with its audio body", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, unknown> } } }>;
    };
    const body = doc.paths[PATH]?.post?.requestBody?.content ?? {};
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["audio/webm", "audio/wav"]));
  });
});
