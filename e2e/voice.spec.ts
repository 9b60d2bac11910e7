import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { startFakeOpenAi, type FakeOpenAi } from "../server/test/support/fake-openai";
import type { Task } from "@firstly/core/contract/task";
import { fakeMicrophone } from "./support/media";
import { appTookOver, markOnboardingSeen, openHomeAsGuest } from "./support/people";
import { startServer, type RunningServer } from "./support/start-server";

/**
 * Dictation for real: espeak-ng speaks a sentence into a WAV, Chromium's fake microphone plays it,
 * MediaRecorder records it as webm/opus, the built server uploads it to a local server that speaks
 * OpenAI's /audio/transcriptions protocol (multipart, checks it is real audio of a plausible size),
 * and the words it answers land at the caret.
 */
const SENTENCE = "buy milk and call the bank";

const shots = "/tmp/shots-voice";
const sizes = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

test.use(fakeMicrophone(SENTENCE));

const dictate = (page: Page, label: string) => page.getByRole("button", { name: label });

/** Tap, let the fake microphone play part of the sentence, tap again. */
async function record(page: Page, label: string, ms = 2500) {
  await dictate(page, label).click();
  await expect(dictate(page, label)).toHaveAttribute("aria-pressed", "true");
  await page.waitForTimeout(ms);
  await dictate(page, label).click();
}

/** A text field by its exact label (the home's "Add thought" button must not match "Thought"). */
function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

async function caretAfter(page: Page, label: string, text: string) {
  await field(page, label).evaluate((el: HTMLTextAreaElement, marker) => {
    el.focus();
    const at = el.value.indexOf(marker) + marker.length;
    el.setSelectionRange(at, at);
  }, text);
}

/** This spec's own server, through the page's cookies (support/api's Api uses the shared one). */
async function createTask(page: Page, text: string): Promise<Task> {
  const res = await page.request.post(`${server.url}/api/tasks`, {
    headers: { origin: server.url },
    data: { id: randomUUID(), text },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Task;
}

async function tasks(page: Page): Promise<Task[]> {
  return ((await (await page.request.get(`${server.url}/api/tasks`)).json()) as { tasks: Task[] })
    .tasks;
}

let fake: FakeOpenAi;
let server: RunningServer;

test.describe("with a transcription model", () => {
  test.beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({ AI_BASE_URL: fake.url, AI_TRANSCRIBE_MODEL: "whisper-1" });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  test.beforeEach(async ({ page }) => {
    fake.audio.setBehaviour({ text: SENTENCE });
    fake.audio.log.length = 0;
    await markOnboardingSeen(page);
  });

  test("dictating into Add Thought puts the words at the caret, and Done saves them", async ({
    page,
  }) => {
    await openHomeAsGuest(page, server.url);
    // a transcription that takes a moment, so 'Transcribing…' is there to be seen
    fake.audio.setBehaviour({ text: SENTENCE, delayMs: 800 });
    await page.getByRole("link", { name: "Add Your First Thought" }).click();
    await field(page, "Thought").fill("Errands: then pay the rent");
    await caretAfter(page, "Thought", "Errands:");

    const upload = page.waitForResponse((r) => r.url().endsWith("/api/voice/transcriptions"));
    await record(page, "Voice input");
    await expect(page.getByRole("status").filter({ hasText: "Transcribing…" })).toBeAttached();
    expect((await upload).status()).toBe(200);
    await expect(field(page, "Thought")).toHaveValue(`Errands: ${SENTENCE} then pay the rent`);
    // the caret follows the words, so typing goes on from there
    await page.keyboard.type(" today,");
    await expect(field(page, "Thought")).toHaveValue(
      `Errands: ${SENTENCE} today, then pay the rent`,
    );

    // what reached the transcription server: a real webm/opus recording, asked for as
    // docs/behaviour/calls.md says
    const sent = fake.audio.log[0];
    expect(sent).toMatchObject({
      model: "whisper-1",
      language: "en",
      responseFormat: "text",
      format: "webm",
      fileName: "recording.webm",
    });
    expect(sent?.bytes).toBeGreaterThan(2000);
    // ready again 0.5 s after Done
    await expect(dictate(page, "Voice input")).toHaveAttribute("data-voice-state", "ready");

    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/tasks") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Done" }).click();
    expect((await saved).ok()).toBe(true);
    expect((await tasks(page)).map((t) => t.text)).toEqual([
      `Errands: ${SENTENCE} today, then pay the rent`,
    ]);
  });

  test("in the task view the words autosave like typing and undo as one step", async ({ page }) => {
    await openHomeAsGuest(page, server.url);
    const task = await createTask(page, "Saturday:");
    await page.goto(`${server.url}/tasks/${task.id}`);
    await caretAfter(page, "Details", "Saturday:");
    await record(page, "Voice input");
    await expect(page.getByLabel("Details")).toHaveValue(`Saturday: ${SENTENCE}`);
    await expect(page.getByText("Changes saved")).toBeVisible();
    await expect.poll(async () => (await tasks(page))[0]?.text).toBe(`Saturday: ${SENTENCE}`);

    await page.reload();
    await expect(page.getByLabel("Details")).toHaveValue(`Saturday: ${SENTENCE}`);
    await caretAfter(page, "Details", SENTENCE);
    await record(page, "Voice input", 1500);
    await expect(page.getByLabel("Details")).toHaveValue(`Saturday: ${SENTENCE} ${SENTENCE}`);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByLabel("Details")).toHaveValue(`Saturday: ${SENTENCE}`);
  });

  test("Add Subtask and the main goal take dictation too", async ({ page }) => {
    await openHomeAsGuest(page, server.url);
    fake.audio.setBehaviour({ text: "Plan the spring garden beds and order the seeds" });
    await page.goto(`${server.url}/goal`);
    await record(page, "Voice input", 1500);
    await expect(page.getByLabel("Main goal")).toHaveValue(
      "Plan the spring garden beds and order the seeds",
    );
    fake.audio.setBehaviour({ text: "Order seeds" });
    await page.goto(`${server.url}/subtasks/new`);
    await record(page, "Voice input", 1500);
    await expect(page.getByLabel("Subtask")).toHaveValue("Order seeds");
  });

  test("the provider's failures show the docs/behaviour/messages.md texts and leave the text as it was", async ({
    page,
  }) => {
    await openHomeAsGuest(page, server.url);
    await page.goto(`${server.url}/add`);
    await appTookOver(page);
    await field(page, "Thought").fill("Keep this");
    fake.audio.setBehaviour({ status: 500 });
    await record(page, "Voice input", 1200);
    await expect(page.getByText("Failed to transcribe audio. Please try again.")).toBeVisible();
    fake.audio.setBehaviour({ empty: true });
    await record(page, "Voice input", 1200);
    await expect(page.getByText("No transcription received")).toBeVisible();
    await expect(field(page, "Thought")).toHaveValue("Keep this");
  });

  for (const size of sizes) {
    test(`voice button states at ${size.width} px`, async ({ page }) => {
      mkdirSync(shots, { recursive: true });
      await page.setViewportSize({ width: size.width, height: size.height });
      await openHomeAsGuest(page, server.url);
      await page.goto(`${server.url}/add`);
      await appTookOver(page);
      await field(page, "Thought").fill("Errands for the weekend:");
      await page.screenshot({ path: `${shots}/${size.name}-voice-ready.png` });

      await dictate(page, "Voice input").click();
      await expect(page.getByRole("timer")).toHaveText(/0:0[1-9]/);
      await page.screenshot({ path: `${shots}/${size.name}-voice-recording.png` });
      fake.audio.setBehaviour({ text: SENTENCE, delayMs: 1500 });
      await dictate(page, "Voice input").click();
      await expect(page.getByText("Transcribing…")).toBeVisible();
      await page.screenshot({ path: `${shots}/${size.name}-voice-processing.png` });
      await expect(field(page, "Thought")).toHaveValue(`Errands for the weekend: ${SENTENCE}`);

      fake.audio.setBehaviour({ status: 500 });
      await record(page, "Voice input", 800);
      await expect(page.getByText("Failed to transcribe audio. Please try again.")).toBeVisible();
      await page.screenshot({ path: `${shots}/${size.name}-voice-error.png` });

      const task = await createTask(page, "Call the plumber");
      await page.goto(`${server.url}/tasks/${task.id}`);
      await expect(dictate(page, "Voice input")).toBeVisible();
      await page.screenshot({ path: `${shots}/${size.name}-voice-task-view.png` });
      await page.goto(`${server.url}/subtasks/new`);
      await expect(dictate(page, "Voice input")).toBeVisible();
      await page.screenshot({ path: `${shots}/${size.name}-voice-add-subtask.png` });
      await page.goto(`${server.url}/goal`);
      await expect(dictate(page, "Voice input")).toBeVisible();
      await page.screenshot({ path: `${shots}/${size.name}-voice-main-goal.png` });
    });
  }
});

test.describe("without a transcription model", () => {
  test("the button says the service is unavailable and never opens the microphone", async ({
    page,
  }) => {
    // count microphone requests the page makes
    await page.addInitScript(() => {
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      (window as unknown as { micRequests: number }).micRequests = 0;
      navigator.mediaDevices.getUserMedia = (constraints) => {
        (window as unknown as { micRequests: number }).micRequests += 1;
        return original(constraints);
      };
    });
    await openHomeAsGuest(page);
    await page.getByRole("link", { name: "Add Your First Thought" }).click();
    await field(page, "Thought").fill("Typed by hand");
    await dictate(page, "Voice input").click();
    await expect(page.getByRole("status")).toHaveText("Voice transcription service unavailable...");
    expect(
      await page.evaluate(() => (window as unknown as { micRequests: number }).micRequests),
    ).toBe(0);
    await expect(field(page, "Thought")).toHaveValue("Typed by hand");
    for (const size of sizes) {
      mkdirSync(shots, { recursive: true });
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.screenshot({ path: `${shots}/${size.name}-voice-unavailable.png` });
    }
  });
});
