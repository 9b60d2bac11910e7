import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import {
  base64UrlByteLength,
  pushMessages,
  TEST_NOTIFICATION,
  type PushStatus,
} from "@firstly/core/contract/push";
import type { Settings } from "@firstly/core/contract/settings";
import { jobs, userSettings } from "../src/db/schema";
import { runMaintenanceSweep } from "../src/jobs/maintenance-sweep";
import { startJobWorker } from "../src/jobs/job-worker";
import { loadVapidKeys } from "../src/push/vapid-keys";
import { parseEnv } from "../src/env";
import {
  call,
  createClock,
  createTask,
  taskAction,
  type TestClock,
} from "./support/feature-helpers";
import {
  cookieFrom,
  createTestApp,
  openTestDatabase,
  TEST_ORIGIN,
  type TestApp,
} from "./support/test-app";
import { openPostgres } from "../src/db/open-database";
import { createDeps } from "../src/create-deps";
import { createApp } from "../src/app";
import type { AppDeps } from "../src/context";
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscriber,
} from "./support/fake-push-service";

let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(() => service.close());

const opened: TestApp[] = [];
const workers: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

async function openApp(clock?: TestClock, env: Record<string, string> = {}) {
  const t = await createTestApp({
    ...(clock ? { now: () => clock.now } : {}),
    // the local push service is at 127.0.0.1, which only a self-hosted setup may reach
    env: { AUTH_RATE_LIMIT_MAX: "1000", PUSH_ALLOW_PRIVATE_NETWORK: "true", ...env },
    pushAgent: service.agent,
  });
  opened.push(t);
  return t;
}

function startWorker(t: TestApp) {
  const worker = startJobWorker(t.deps);
  workers.push(worker);
  return worker;
}

/** Subscribes a new fake browser for `cookie` through the API, bound to the server's key. */
async function subscribe(t: TestApp, cookie: string): Promise<FakeSubscriber> {
  const status = await call<PushStatus>(t, "/api/push", { cookie });
  const browser = service.subscribe({ applicationServerKey: status.body.publicKey ?? "" });
  const saved = await call<PushStatus>(t, "/api/push/subscription", {
    method: "PUT",
    cookie,
    body: { ...browser, expirationTime: null },
  });
  expect(saved.status).toBe(200);
  return browser;
}

const pushesTo = (endpoint: string) => service.received.filter((r) => r.endpoint === endpoint);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("VAPID keys", () => {
  it("are generated once into DATA_DIR and kept across restarts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vapid-"));
    const env = parseEnv({});
    const first = loadVapidKeys(env, dir);
    expect(base64UrlByteLength(first.publicKey)).toBe(65);
    expect(base64UrlByteLength(first.privateKey)).toBe(32);
    expect(first.subject).toBe("mailto:support@firstly.app");
    expect(loadVapidKeys(env, dir)).toEqual(first);
    expect(existsSync(path.join(dir, "vapid-keys.json"))).toBe(true);
    // no temp file is left behind
    expect(readFileSync(path.join(dir, "vapid-keys.json"), "utf8")).toContain(first.publicKey);
  });

  it("come from VAPID_* when set, validated at start", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vapid-"));
    const generated = loadVapidKeys(parseEnv({}), dir);
    const env = parseEnv({
      VAPID_PUBLIC_KEY: generated.publicKey,
      VAPID_PRIVATE_KEY: generated.privateKey,
      VAPID_SUBJECT: "https://firstly.example",
    });
    const other = mkdtempSync(path.join(tmpdir(), "vapid-"));
    expect(loadVapidKeys(env, other)).toEqual({ ...generated, subject: "https://firstly.example" });
    expect(existsSync(path.join(other, "vapid-keys.json"))).toBe(false);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: generated.publicKey })).toThrow(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: "def" })).toThrow(
      "VAPID_PUBLIC_KEY",
    );
    expect(() => parseEnv({ VAPID_SUBJECT: "support@firstly.app" })).toThrow("VAPID_SUBJECT");
  });
});

describe("push subscription endpoints", () => {
  it("refuse guests with the spec's text and keep nothing", async () => {
    const t = await openApp();
    const guest = await t.guest();
    const status = await call<PushStatus>(t, "/api/push", { cookie: guest });
    expect(status.body).toEqual({ publicKey: expect.any(String) as string, endpoint: null });
    const browser = service.subscribe();
    const saved = await call(t, "/api/push/subscription", {
      method: "PUT",
      cookie: guest,
      body: browser,
    });
    expect(saved.status).toBe(403);
    expect(saved.error?.message).toBe(pushMessages.signInRequired);
    const tested = await call(t, "/api/push/test", { method: "POST", cookie: guest });
    expect(tested.error?.message).toBe(pushMessages.signInRequired);
    const removed = await call(t, "/api/push/subscription", {
      method: "DELETE",
      cookie: guest,
      body: { endpoint: browser.endpoint },
    });
    expect(removed.status).toBe(403);
    expect(await t.deps.db.select().from(userSettings)).toSatisfy((rows: unknown[]) =>
      rows.every((r) => (r as { pushSubscription: unknown }).pushSubscription === null),
    );
  });

  it("validate the endpoint (https) and the keys (base64url, right length)", async () => {
    const t = await openApp();
    const cookie = await t.signUp();
    const browser = service.subscribe();
    const cases: [unknown, string][] = [
      [
        { ...browser, endpoint: browser.endpoint.replace("https:", "http:") },
        pushMessages.endpointNotHttps,
      ],
      [{ ...browser, endpoint: "javascript:alert(1)" }, pushMessages.endpointNotHttps],
      [
        { ...browser, keys: { ...browser.keys, p256dh: browser.keys.p256dh.slice(1) } },
        pushMessages.keysInvalid,
      ],
      [
        { ...browser, keys: { ...browser.keys, auth: `${browser.keys.auth}AAAA` } },
        pushMessages.keysInvalid,
      ],
      [{ ...browser, keys: { ...browser.keys, auth: "not base64!" } }, pushMessages.keysInvalid],
      [{ endpoint: browser.endpoint }, pushMessages.keysInvalid],
    ];
    for (const [body, message] of cases) {
      const reply = await call(t, "/api/push/subscription", { method: "PUT", cookie, body });
      expect(reply.status).toBe(400);
      expect(reply.error?.message).toBe(message);
    }
    const status = await call<PushStatus>(t, "/api/push", { cookie });
    expect(status.body.endpoint).toBeNull();
  });

  it("keep endpoint and keys only, show in settings, and forget only this browser's", async () => {
    const t = await openApp();
    const cookie = await t.signUp();
    const other = await t.signUp();
    const browser = await subscribe(t, cookie);
    const [row] = await t.deps.db.select().from(userSettings);
    expect(row?.pushSubscription).toEqual({ endpoint: browser.endpoint, keys: browser.keys });
    const settings = await call<Settings>(t, "/api/settings", { cookie });
    expect(settings.body.hasPushSubscription).toBe(true);

    // another person, or another browser's endpoint, removes nothing
    await call(t, "/api/push/subscription", {
      method: "DELETE",
      cookie: other,
      body: { endpoint: browser.endpoint },
    });
    const elsewhere = await call<PushStatus>(t, "/api/push/subscription", {
      method: "DELETE",
      cookie,
      body: { endpoint: `${service.origin}/push/someone-else` },
    });
    expect(elsewhere.body.endpoint).toBe(browser.endpoint);

    for (let i = 0; i < 2; i++) {
      const removed = await call<PushStatus>(t, "/api/push/subscription", {
        method: "DELETE",
        cookie,
        body: { endpoint: browser.endpoint },
      });
      expect(removed.status).toBe(200);
      expect(removed.body.endpoint).toBeNull();
    }
    const tested = await call(t, "/api/push/test", { method: "POST", cookie });
    expect(tested.status).toBe(409);
    expect(tested.error?.message).toBe(pushMessages.enableFirst);
  });

  it("give an endpoint to the person who enabled push there last", async () => {
    const t = await openApp();
    const first = await t.signUp();
    const second = await t.signUp();
    const browser = await subscribe(t, first);
    const saved = await call<PushStatus>(t, "/api/push/subscription", {
      method: "PUT",
      cookie: second,
      body: browser,
    });
    expect(saved.body.endpoint).toBe(browser.endpoint);
    expect((await call<PushStatus>(t, "/api/push", { cookie: first })).body.endpoint).toBeNull();
  });

  it("send a test notification the push service takes and the browser can decrypt", async () => {
    const t = await openApp();
    const cookie = await t.signUp();
    const browser = await subscribe(t, cookie);
    const reply = await call(t, "/api/push/test", { method: "POST", cookie });
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    const [push] = pushesTo(browser.endpoint);
    expect(JSON.parse(push?.text ?? "")).toEqual(TEST_NOTIFICATION);
    expect(push).toMatchObject({
      ttl: 60,
      urgency: "high",
      vapid: {
        aud: service.origin,
        sub: "mailto:support@firstly.app",
        k: browser.applicationServerKey,
      },
    });
  });

  it("forget a subscription the push service answers 404 or 410 for", async () => {
    const t = await openApp();
    for (const status of [404, 410]) {
      const cookie = await t.signUp();
      const browser = await subscribe(t, cookie);
      service.answerWith(browser.endpoint, status);
      const reply = await call(t, "/api/push/test", { method: "POST", cookie });
      expect(reply.status).toBe(409);
      expect(reply.error?.message).toBe(pushMessages.enableFirst);
      const after = await call<PushStatus>(t, "/api/push", { cookie });
      expect(after.body.endpoint).toBeNull();
    }
  });

  it("surface any other failure as 'Failed to send test notification' and keep the subscription", async () => {
    const t = await openApp();
    const cookie = await t.signUp();
    const browser = await subscribe(t, cookie);
    service.answerWith(browser.endpoint, 500);
    const reply = await call(t, "/api/push/test", { method: "POST", cookie });
    expect(reply.status).toBe(502);
    expect(reply.error?.message).toBe(`${pushMessages.testFailed}: the push service answered 500`);
    const after = await call<PushStatus>(t, "/api/push", { cookie });
    expect(after.body.endpoint).toBe(browser.endpoint);
  });
});

describe("endpoints off the public internet", () => {
  it("are never reached unless PUSH_ALLOW_PRIVATE_NETWORK is set: the subscription is forgotten", async () => {
    const t = await openApp(undefined, { PUSH_ALLOW_PRIVATE_NETWORK: "false" });
    const port = new URL(service.origin).port;
    // an IP literal, and a name that resolves to this host
    for (const host of ["127.0.0.1", "localhost"]) {
      const cookie = await t.signUp();
      const browser = await subscribe(t, cookie);
      const endpoint = browser.endpoint.replace(`127.0.0.1:${port}`, `${host}:${port}`);
      const saved = await call<PushStatus>(t, "/api/push/subscription", {
        method: "PUT",
        cookie,
        body: { ...browser, endpoint, expirationTime: null },
      });
      expect(saved.body.endpoint).toBe(endpoint);
      const before = service.received.length + service.rejected.length;
      const reply = await call(t, "/api/push/test", { method: "POST", cookie });
      expect(reply.status, host).toBe(409);
      expect(reply.error?.message).toBe(pushMessages.enableFirst);
      expect(service.received.length + service.rejected.length).toBe(before);
      expect((await call<PushStatus>(t, "/api/push", { cookie })).body.endpoint).toBeNull();
    }
  });
});

/** The delay these journeys time against (the default is 1 hour since issue #26). */
async function oneMinuteDelay(t: TestApp, cookie: string) {
  const res = await call(t, "/api/settings", {
    method: "PATCH",
    cookie,
    body: { customDelay: { amount: 1, unit: "minutes" } },
  });
  expect(res.status).toBe(200);
}

describe("a push when a thought comes back", () => {
  /** Two minutes is enough for every job this suite leaves behind to have run. */
  async function settle() {
    await sleep(1500);
  }

  it("sends exactly one when a delayed thought's time passes (sweep), opening that thought", async () => {
    const clock = createClock();
    const t = await openApp(clock);
    const cookie = await t.signUp();
    await oneMinuteDelay(t, cookie); // these timings follow a 1-minute delay
    const browser = await subscribe(t, cookie);
    const task = await createTask(t, cookie, { text: "Call the dentist about Friday" });
    await taskAction(t, cookie, task.id, { action: "delay" });
    startWorker(t);
    await settle();
    expect(pushesTo(browser.endpoint)).toHaveLength(0);

    clock.advance(61_000);
    const sweeps = await Promise.all([runMaintenanceSweep(t.deps), runMaintenanceSweep(t.deps)]);
    expect(sweeps.map((s) => s.expired).sort()).toEqual([0, 1]);
    const [push] = await service.waitFor(1, browser.endpoint);
    expect(JSON.parse(push?.text ?? "")).toEqual({
      title: "A delayed thought is back",
      body: "Call the dentist about Friday",
      data: { url: `/tasks/${task.id}` },
    });
    expect(push?.ttl).toBe(86_400);
    await runMaintenanceSweep(t.deps);
    await settle();
    expect(pushesTo(browser.endpoint)).toHaveLength(1);
  });

  it("sends nothing for a thought re-delayed or completed before its time", async () => {
    const clock = createClock();
    const t = await openApp(clock);
    const cookie = await t.signUp();
    await oneMinuteDelay(t, cookie); // these timings follow a 1-minute delay
    const browser = await subscribe(t, cookie);
    const redelayed = await createTask(t, cookie, { text: "Re-delayed thought" });
    const completed = await createTask(t, cookie, { text: "Completed thought" });
    await taskAction(t, cookie, redelayed.id, { action: "delay" });
    await taskAction(t, cookie, completed.id, { action: "delay" });
    startWorker(t);
    clock.advance(30_000);
    // delay toggles: back to pending, then delayed again from now (ends 90 s after the start)
    await taskAction(t, cookie, redelayed.id, { action: "delay" });
    await taskAction(t, cookie, redelayed.id, { action: "delay" });
    await taskAction(t, cookie, completed.id, { action: "complete" });
    clock.advance(31_000);
    await runMaintenanceSweep(t.deps);
    await settle();
    expect(pushesTo(browser.endpoint)).toHaveLength(0);

    clock.advance(30_000);
    await runMaintenanceSweep(t.deps);
    const [push] = await service.waitFor(1, browser.endpoint);
    expect((JSON.parse(push?.text ?? "") as { body: string }).body).toBe("Re-delayed thought");
    await settle();
    expect(pushesTo(browser.endpoint)).toHaveLength(1);
  });

  it("says a scheduled thought is due when its time comes", async () => {
    const clock = createClock(); // Monday 2025-03-10 12:00Z
    const t = await openApp(clock);
    const cookie = await t.signUp();
    const browser = await subscribe(t, cookie);
    const task = await createTask(t, cookie, { text: "Water the plants" });
    await taskAction(t, cookie, task.id, {
      action: "schedule",
      recurrence: { time: "12:30", daysOfWeek: ["monday"] },
    });
    startWorker(t);
    clock.advance(30 * 60_000);
    await runMaintenanceSweep(t.deps);
    const [push] = await service.waitFor(1, browser.endpoint);
    expect(JSON.parse(push?.text ?? "")).toEqual({
      title: "A scheduled thought is due",
      body: "Water the plants",
      data: { url: `/tasks/${task.id}` },
    });
  });

  it("comes on time through the due job (real clock), and once when a write brings it back", async () => {
    const t = await openApp();
    const cookie = await t.signUp();
    const browser = await subscribe(t, cookie);
    await call(t, "/api/settings", {
      method: "PATCH",
      cookie,
      body: { customDelay: { amount: 0, unit: "minutes" } },
    });
    startWorker(t);
    await settle(); // the worker's first sweep is behind us; the next is 30 s away
    const alone = await createTask(t, cookie, { text: "Back at once" });
    const edited = await createTask(t, cookie, { text: "Back and edited" });
    await taskAction(t, cookie, alone.id, { action: "delay" });
    await taskAction(t, cookie, edited.id, { action: "delay" });
    // an edit at that moment brings it back itself (a write saves its own ended delay first)
    await call(t, `/api/tasks/${edited.id}`, {
      method: "PATCH",
      cookie,
      body: { text: "Back and edited, twice" },
    });
    const pushes = await service.waitFor(2, browser.endpoint, 10_000);
    expect(
      pushes.map((p) => (JSON.parse(p.text) as { data: { url: string } }).data.url).sort(),
    ).toEqual([`/tasks/${alone.id}`, `/tasks/${edited.id}`].sort());
    await runMaintenanceSweep(t.deps);
    await settle();
    expect(pushesTo(browser.endpoint)).toHaveLength(2);
    // every job done, the two thoughts' pictures (queued with them) included: a slow machine may
    // still be drawing one when the pushes are in
    await expect
      .poll(() => t.deps.db.select().from(jobs), { timeout: 30_000, interval: 250 })
      .toEqual([]);
  });

  it("forgets the subscription when the push service answers 410 for a reminder", async () => {
    const clock = createClock();
    const t = await openApp(clock);
    const cookie = await t.signUp();
    await oneMinuteDelay(t, cookie); // these timings follow a 1-minute delay
    const browser = await subscribe(t, cookie);
    const task = await createTask(t, cookie, { text: "Gone subscription" });
    await taskAction(t, cookie, task.id, { action: "delay" });
    service.answerWith(browser.endpoint, 410);
    startWorker(t);
    clock.advance(61_000);
    await runMaintenanceSweep(t.deps);
    for (let i = 0; i < 40; i++) {
      const [row] = await t.deps.db
        .select({ subscription: userSettings.pushSubscription })
        .from(userSettings);
      if (row?.subscription === null) break;
      await sleep(100);
    }
    const status = await call<PushStatus>(t, "/api/push", { cookie });
    expect(status.body.endpoint).toBeNull();
    expect(service.rejected.some((r) => r.endpoint === browser.endpoint && r.status === 410)).toBe(
      true,
    );
  });

  it("queues nothing for people without push", async () => {
    const clock = createClock();
    const t = await openApp(clock);
    const cookie = await t.signUp();
    await oneMinuteDelay(t, cookie); // these timings follow a 1-minute delay
    const task = await createTask(t, cookie);
    await taskAction(t, cookie, task.id, { action: "delay" });
    clock.advance(61_000);
    expect((await runMaintenanceSweep(t.deps)).expired).toBe(1);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, "push-task-back"));
    expect(queued).toEqual([]);
  });
});

/**
 * Two instances on one PostgreSQL database (TEST_DATABASE_URL): both sweep at the same moment and
 * both run job workers, and the person still gets one push per return.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two instances", () => {
  it("send exactly one push per return", async () => {
    // the real time: the thought's due job (run_at = its delay's end, by the database's clock)
    // must not be due yet, or a job worker brings the thought back before the sweeps race
    const clock = createClock(new Date().toISOString());
    const first = await openTestDatabase();
    const second = await openPostgres(first.url ?? "");
    const env = parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      AUTH_SECRET: "shared-secret-shared-secret-shared-secret",
      BASE_URL: TEST_ORIGIN,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "firstly-push-two-")),
      PUSH_ALLOW_PRIVATE_NETWORK: "true",
    });
    const overrides = { now: () => clock.now, pushAgent: service.agent };
    const a = await createDeps(env, first.database, overrides);
    const b = await createDeps(env, second, overrides);
    try {
      const send = (deps: AppDeps, pathname: string, body: unknown, cookie = "") =>
        createApp(deps).request(pathname, {
          method: pathname.startsWith("/api/push") ? "PUT" : "POST",
          headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie },
          body: JSON.stringify(body),
        });
      const signUp = await send(a, "/api/auth/sign-up/email", {
        email: "two@example.com",
        password: "secret123",
        name: "two",
      });
      const cookie = cookieFrom(signUp);
      const browser = service.subscribe({ applicationServerKey: a.push?.publicKey ?? "" });
      expect((await send(b, "/api/push/subscription", browser, cookie)).status).toBe(200);
      const task = (await (
        await send(a, "/api/tasks", { id: randomUUID(), text: "One push, two servers" }, cookie)
      ).json()) as { id: string };
      await send(b, `/api/tasks/${task.id}/actions`, { action: "delay" }, cookie);

      clock.advance(60 * 60_000 + 1_000); // the default delay, 1 hour
      const sweeps = await Promise.all([runMaintenanceSweep(a), runMaintenanceSweep(b)]);
      expect(sweeps.map((s) => s.expired).sort()).toEqual([0, 1]);
      // the workers start after the race: a job of theirs (rescoring the new thought) that writes
      // the thought after the clock moved would bring it back first, and the sweeps find nothing
      workers.push(startJobWorker(a), startJobWorker(b));
      await service.waitFor(1, browser.endpoint);
      await Promise.all([runMaintenanceSweep(a), runMaintenanceSweep(b)]);
      await sleep(2000);
      expect(pushesTo(browser.endpoint)).toHaveLength(1);
    } finally {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await a.notifier.close();
      await b.notifier.close();
      await second.close();
      await first.database.close();
      await first.drop();
    }
  });
});
