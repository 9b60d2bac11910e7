import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { Goal } from "@firstly/core/contract/goal";
import type { ChangeEvent } from "@firstly/core/contract/session";
import type { Task } from "@firstly/core/contract/task";
import { createBreaker } from "@firstly/core/ai/circuit-breaker";
import { breakerConfigs } from "@firstly/core/scoring/constants";
import { messages } from "@firstly/core/contract/errors";
import { eq } from "drizzle-orm";
import { startJobWorker } from "../src/jobs/job-worker";
import { jobs } from "../src/db/schema";
import { createBuiltinImageGenerator } from "../src/images/builtin-image-generator";
import {
  createOpenAiImageGenerator,
  ImageUnavailableError,
} from "../src/images/openai-image-generator";
import { call, createMainGoal, createSubtask, createTask } from "./support/feature-helpers";
import { startFakeOpenAiImages, type FakeOpenAiImages } from "./support/fake-openai-images";
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";
import { openTwoInstances, type TwoInstances } from "./support/two-instances";
import { createApp } from "../src/app";

/** Polls until `check` returns a value (or fails the test after `ms`). */
async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Mean absolute difference of two pictures' pixels at 64×36 (0 = same, 255 = opposite). */
async function pixelDistance(a: Buffer, b: Buffer): Promise<number> {
  const raw = (x: Buffer) => sharp(x).resize(64, 36).removeAlpha().raw().toBuffer();
  const [pa, pb] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
  return sum / pa.length;
}

const getGoal = async (t: TestApp, cookie: string, id: string) =>
  (await call<{ goals: Goal[] }>(t, "/api/goals", { cookie })).body.goals.find((g) => g.id === id);
const getTask = async (t: TestApp, cookie: string, id: string) =>
  (await call<Task>(t, `/api/tasks/${id}`, { cookie })).body;

describe("built-in image generator", () => {
  const generator = createBuiltinImageGenerator();

  it("gives the same picture for the same text and visibly different ones for different texts", async () => {
    const a = await generator.generate({ text: "Run a half marathon in April", style: "scene" });
    const again = await generator.generate({
      text: "Run a half marathon in April",
      style: "scene",
    });
    const b = await generator.generate({ text: "Call the dentist on Monday", style: "scene" });
    expect(a.contentType).toBe("image/webp");
    expect(a.body.equals(again.body)).toBe(true);
    expect(a.body.equals(b.body)).toBe(false);
    expect(await pixelDistance(a.body, b.body)).toBeGreaterThan(20);
    const meta = await sharp(a.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1280, height: 720 });
  });

  it("draws the main goal as a golden sigil: dark ground, gold in the middle", async () => {
    const sigil = await generator.generate({ text: "Finish my degree", style: "golden-sigil" });
    const { data } = await sharp(sigil.body).resize(64, 36).removeAlpha().raw().toBuffer({
      resolveWithObject: true,
    });
    const at = (x: number, y: number) => [...data.subarray((y * 64 + x) * 3, (y * 64 + x) * 3 + 3)];
    const [r0, g0, b0] = at(1, 1) as [number, number, number];
    expect(r0 + g0 + b0).toBeLessThan(200); // night-blue corner
    // gold strokes in the middle: pixels far redder and yellower than blue
    const centre = await sharp(sigil.body)
      .extract({ left: 440, top: 160, width: 400, height: 400 })
      .removeAlpha()
      .raw()
      .toBuffer();
    let gold = 0;
    for (let i = 0; i < centre.length; i += 3) {
      const [r, g, b] = [centre[i] ?? 0, centre[i + 1] ?? 0, centre[i + 2] ?? 0];
      if (r > b + 60 && g > b + 30) gold++;
    }
    expect(gold / (centre.length / 3)).toBeGreaterThan(0.03);
  });
});

describe("AI images with the built-in generator", () => {
  let t: TestApp;
  let worker: ReturnType<typeof startJobWorker>;
  beforeAll(async () => {
    t = await createTestApp();
    worker = startJobWorker(t.deps);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it("makes the main goal's picture in the background, tells open streams, and serves it to its owner only", async () => {
    const cookie = await t.signUp();
    const other = await t.signUp();
    const goal = await createMainGoal(t, cookie, "Finish my degree and graduate with honours");
    const me = (await call<{ user: { id: string } }>(t, "/api/me", { cookie })).body.user.id;
    const events: ChangeEvent[] = [];
    const unsubscribe = t.deps.notifier.subscribe(me, (e) => events.push(e));

    const started = await call<Goal>(t, `/api/goals/${goal.id}/image`, { cookie, method: "POST" });
    expect(started.status).toBe(200);
    expect(started.body.isGeneratingImage).toBe(true);
    expect(started.body.imageFailed).toBe(false);
    // another person cannot start or see anything on it
    expect(
      (await call(t, `/api/goals/${goal.id}/image`, { cookie: other, method: "POST" })).status,
    ).toBe(404);

    const done = await waitFor(async () => {
      const g = await getGoal(t, cookie, goal.id);
      return g?.imageURL ? g : undefined;
    });
    expect(done.isGeneratingImage).toBe(false);
    expect(done.imageURL).toMatch(/^\/api\/media\/[0-9a-f-]+\.webp$/);
    // on PostgreSQL events arrive through LISTEN/NOTIFY, a moment after the write
    const images = () => events.filter((e) => e.kind === "image").map((e) => e.image);
    await expect
      .poll(() => images().at(-1), { timeout: 5_000 })
      .toEqual({
        target: "goal",
        noteId: goal.id,
        imageUrl: done.imageURL,
        isGenerating: false,
        hasFailed: false,
      });
    expect(images()[0]).toMatchObject({ target: "goal", noteId: goal.id, isGenerating: true });
    unsubscribe();

    const url = done.imageURL ?? "";
    const res = await t.request(url, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("webp");
    expect((await t.request(url, { cookie: other })).status).toBe(404);
    expect((await t.request(url)).status).toBe(401);
    expect((await t.request("/api/media/..%2F..%2Fetc%2Fpasswd", { cookie })).status).toBe(404);
  });

  it("makes a task's picture, and a subtask's again when its title changes", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "Plant tomatoes on the balcony" });
    expect(task.imageURL).toBeNull();
    await call(t, `/api/tasks/${task.id}/image`, { cookie, method: "POST" });
    const withImage = await waitFor(async () => {
      const current = await getTask(t, cookie, task.id);
      return current.imageURL ? current : undefined;
    });
    expect(withImage.imageURLs).toEqual([]); // the person's own images stay apart

    const subtask = await createSubtask(t, cookie, "Run 5k three times a week");
    await call(t, `/api/goals/${subtask.id}/image`, { cookie, method: "POST" });
    const first = await waitFor(async () => (await getGoal(t, cookie, subtask.id))?.imageURL);
    const edited = await call<Goal>(t, `/api/goals/${subtask.id}`, {
      cookie,
      method: "PATCH",
      body: { name: "Swim twice a week" },
    });
    expect(edited.body.imageURL).toBeNull();
    expect(edited.body.isGeneratingImage).toBe(true);
    const second = await waitFor(async () => (await getGoal(t, cookie, subtask.id))?.imageURL);
    expect(second).not.toBe(first);
    // the old picture is gone for good
    expect((await t.request(first, { cookie })).status).toBe(404);
    const a = Buffer.from(await (await t.request(second, { cookie })).arrayBuffer());
    expect(a.length).toBeGreaterThan(1000);
  });
});

describe("pictures come by themselves (docs/behaviour/README.md#what-the-product-does and docs/behaviour/states.md#image-generation; issue #26)", () => {
  it("a new thought, main goal and subtask each get one picture without being asked", async () => {
    const t = await createTestApp();
    const worker = startJobWorker(t.deps);
    try {
      const cookie = await t.signUp();
      const task = await createTask(t, cookie, { text: "Plant tomatoes on the balcony" });
      const goal = await createMainGoal(t, cookie, "Grow all our summer vegetables at home");
      const subtask = await createSubtask(t, cookie, "Build two raised beds by May");
      expect(task.isGeneratingImage).toBe(true);
      expect(goal.isGeneratingImage).toBe(true);
      expect(subtask.isGeneratingImage).toBe(true);
      const taskUrl = await waitFor(async () => (await getTask(t, cookie, task.id)).imageURL);
      const goalUrl = await waitFor(async () => (await getGoal(t, cookie, goal.id))?.imageURL);
      const subUrl = await waitFor(async () => (await getGoal(t, cookie, subtask.id))?.imageURL);
      for (const url of [taskUrl, goalUrl, subUrl]) {
        expect((await t.request(url, { cookie })).headers.get("content-type")).toBe("image/webp");
      }
      // one job each, none left over
      const left = await t.deps.db.select().from(jobs).where(eq(jobs.kind, "generate-image"));
      expect(left).toEqual([]);
    } finally {
      await worker.stop();
      await t.close();
    }
  });

  it("with an image model and AI_IMAGE_AUTO=false, nothing is made (or spent) until asked", async () => {
    const fake = await startFakeOpenAiImages();
    const t = await createTestApp({
      env: {
        AI_IMAGE_BASE_URL: fake.url,
        AI_IMAGE_MODEL: "test-image-model",
        AI_IMAGE_AUTO: "false",
      },
    });
    try {
      const cookie = await t.signUp();
      const task = await createTask(t, cookie, { text: "Sand the oak table top" });
      const goal = await createMainGoal(t, cookie, "Build a small woodworking business");
      expect(task.isGeneratingImage).toBe(false);
      expect(goal.isGeneratingImage).toBe(false);
      expect(await t.deps.db.select().from(jobs).where(eq(jobs.kind, "generate-image"))).toEqual(
        [],
      );
      expect(fake.requests).toEqual([]);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});

describe("AI images and guest sign-up", () => {
  let t: TestApp;
  let worker: ReturnType<typeof startJobWorker>;
  beforeAll(async () => {
    t = await createTestApp();
    worker = startJobWorker(t.deps);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it("a guest's pictures move with their thoughts into the new account", async () => {
    const guest = await t.guest();
    const task = await createTask(t, guest, { text: "Sketch the logo ideas" });
    await call(t, `/api/tasks/${task.id}/image`, { cookie: guest, method: "POST" });
    const url = await waitFor(async () => (await getTask(t, guest, task.id)).imageURL);
    const res = await t.request("/api/auth/sign-up/email", {
      cookie: guest,
      body: { email: "artist@example.com", password: "secret123", name: "artist" },
      headers: { "x-forwarded-for": "192.0.2.77" },
    });
    expect(res.status).toBe(200);
    const account = cookieFrom(res, guest);
    expect((await getTask(t, account, task.id)).imageURL).toBe(url);
    expect((await t.request(url, { cookie: account })).status).toBe(200);
  });
});

describe("AI images with an image model", () => {
  let fake: FakeOpenAiImages;
  let t: TestApp;
  let worker: ReturnType<typeof startJobWorker>;
  beforeAll(async () => {
    fake = await startFakeOpenAiImages();
    t = await createTestApp({
      env: {
        AI_IMAGE_BASE_URL: fake.url,
        AI_IMAGE_MODEL: "test-image-model",
        IMAGE_RETRY_DELAY_MS: "300",
      },
    });
    worker = startJobWorker(t.deps);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await fake.close();
  });

  it("asks the images endpoint (base64 or URL) and stores what it sends as WebP", async () => {
    const cookie = await t.signUp();
    fake.setBehaviour({ mode: "b64" });
    const goal = await createMainGoal(t, cookie, "Build a small woodworking business");
    await call(t, `/api/goals/${goal.id}/image`, { cookie, method: "POST" });
    const url = await waitFor(async () => (await getGoal(t, cookie, goal.id))?.imageURL);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ model: "test-image-model", n: 1, size: "1024x1024" });
    expect(request?.prompt).toMatch(/golden sigil/);
    expect(request?.prompt).toContain('"Build a small woodworking business"');
    const res = await t.request(url, { cookie });
    expect(res.headers.get("content-type")).toBe("image/webp");

    fake.setBehaviour({ mode: "url" });
    const task = await createTask(t, cookie, { text: "Sand the oak table top" });
    await call(t, `/api/tasks/${task.id}/image`, { cookie, method: "POST" });
    const taskUrl = await waitFor(async () => (await getTask(t, cookie, task.id)).imageURL);
    const picture = Buffer.from(await (await t.request(taskUrl, { cookie })).arrayBuffer());
    expect((await sharp(picture).metadata()).format).toBe("webp");
  });

  it("retries once after the delay, then leaves the failure flag; dismiss and try again work", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "Repaint the garden fence" });
    fake.setBehaviour({ status: 500 });
    const before = fake.requests.length;
    const started = Date.now();
    await call(t, `/api/tasks/${task.id}/image`, { cookie, method: "POST" });
    const failed = await waitFor(async () => {
      const current = await getTask(t, cookie, task.id);
      return current.imageFailed ? current : undefined;
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300); // the retry waited
    expect(fake.requests.length - before).toBe(2); // one try and one automatic retry
    expect(failed.isGeneratingImage).toBe(false);
    expect(failed.imageURL).toBeNull();

    const dismissed = await call<Task>(t, `/api/tasks/${task.id}/image/failure`, {
      cookie,
      method: "DELETE",
    });
    expect(dismissed.body.imageFailed).toBe(false);

    fake.setBehaviour({});
    const again = await call<Task>(t, `/api/tasks/${task.id}/image`, { cookie, method: "POST" });
    expect(again.body).toMatchObject({ isGeneratingImage: true, imageFailed: false });
    const done = await waitFor(async () => (await getTask(t, cookie, task.id)).imageURL);
    expect(done).toMatch(/^\/api\/media\//);
  });

  it("refuses a reply that is not a picture", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "Book the piano tuner" });
    fake.setBehaviour({ isGarbage: true });
    await call(t, `/api/tasks/${task.id}/image`, { cookie, method: "POST" });
    const failed = await waitFor(async () => {
      const current = await getTask(t, cookie, task.id);
      return current.imageFailed ? current : undefined;
    });
    expect(failed.imageURL).toBeNull();
    fake.setBehaviour({});
  });
});

describe("image circuit breaker", () => {
  let fake: FakeOpenAiImages;
  beforeAll(async () => {
    fake = await startFakeOpenAiImages({ status: 503 });
  });
  afterAll(() => fake.close());

  it("opens after 3 failures within 90 s, refuses without a call, and half-opens after 45 s", async () => {
    let now = 1_000_000;
    const generator = createOpenAiImageGenerator({
      baseURL: fake.url,
      model: "m",
      size: "1024x1024",
      timeoutMs: 5_000,
      now: () => now,
      breaker: createBreaker(breakerConfigs.image),
    });
    const request = { text: "Tidy the shed", style: "scene" as const };
    for (let i = 0; i < 3; i++) {
      await expect(generator.generate(request)).rejects.toThrow(/Image generation failed: 503/);
      now += 20_000;
    }
    expect(fake.requests).toHaveLength(3);
    await expect(generator.generate(request)).rejects.toThrow(ImageUnavailableError);
    await expect(generator.generate(request)).rejects.toThrow(messages.breakerOpen);
    expect(fake.requests).toHaveLength(3);

    now += 45_000; // half-open: a trial goes out, fails, and the breaker opens again
    await expect(generator.generate(request)).rejects.toThrow(/503/);
    expect(fake.requests).toHaveLength(4);
    await expect(generator.generate(request)).rejects.toThrow(ImageUnavailableError);

    now += 45_000;
    fake.setBehaviour({});
    const picture = await generator.generate(request);
    expect(picture.contentType).toBe("image/webp");
    expect(fake.requests).toHaveLength(5);
  });

  it("three failures spread over more than 90 s do not open it", async () => {
    let now = 5_000_000;
    fake.setBehaviour({ status: 500 });
    const generator = createOpenAiImageGenerator({
      baseURL: fake.url,
      model: "m",
      size: "1024x1024",
      timeoutMs: 5_000,
      now: () => now,
    });
    const before = fake.requests.length;
    for (let i = 0; i < 4; i++) {
      await expect(generator.generate({ text: "x", style: "scene" })).rejects.toThrow(/500/);
      now += 50_000;
    }
    expect(fake.requests.length - before).toBe(4);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("AI images on two instances", () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await openTwoInstances();
  });
  afterAll(() => instances.close());

  it("an image event published on one instance reaches a stream open on the other", async () => {
    const { a, b } = instances;
    const appB = createApp(b);
    const send = (path: string, cookie: string, body?: unknown) =>
      appB.request(path, {
        method: "POST",
        headers: {
          origin: TEST_ORIGIN,
          cookie,
          "x-forwarded-for": "203.0.113.90",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const signUp = await send("/api/auth/sign-up/email", "", {
      email: "two-tabs@example.com",
      password: "secret123",
      name: "two",
    });
    const cookie = cookieFrom(signUp);
    const me = await appB.request("/api/me", { headers: { cookie } });
    const userId = ((await me.json()) as { user: { id: string } }).user.id;
    const seen: ChangeEvent[] = [];
    const unsubscribe = a.notifier.subscribe(userId, (e) => seen.push(e));
    const task = (await (
      await send("/api/tasks", cookie, { id: randomUUID(), text: "Frame the photos" })
    ).json()) as Task;
    expect((await send(`/api/tasks/${task.id}/image`, cookie)).status).toBe(200);
    await expect
      .poll(() => seen.find((e) => e.kind === "image")?.image, { timeout: 5_000 })
      .toEqual({
        target: "task",
        noteId: task.id,
        imageUrl: null,
        isGenerating: true,
        hasFailed: false,
      });
    unsubscribe();
  });
});
