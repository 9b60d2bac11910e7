import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscriber,
} from "../server/test/support/fake-push-service";
import { markOnboardingSeen, openHomeAsGuest, signUpInSheet, uniqueEmail } from "./support/people";
import { startServer, type RunningServer } from "./support/start-server";

/**
 * Reminders by push end to end (decision 0014): a second real server trusting a local Web Push
 * service (NODE_EXTRA_CA_CERTS). Chromium's own push service (FCM) cannot be reached from here, so
 * an init script makes `PushManager.subscribe` hand out a subscription at the local service whose
 * keys the test holds — the browser vendor's part, not ours. The server encrypts and sends to it;
 * the service checks VAPID and decrypts; CDP delivers that payload to our service worker, which
 * must show the notification.
 */
let service: FakePushService;
let server: RunningServer;

test.beforeAll(async () => {
  service = await startFakePushService();
  server = await startServer({
    NODE_EXTRA_CA_CERTS: service.caFile,
    // the local push service is at 127.0.0.1, which only a self-hosted setup may reach
    PUSH_ALLOW_PRIVATE_NETWORK: "true",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await service?.close();
});

/** Replaces the vendor push service: subscribe() returns `browser`'s endpoint and keys. */
async function useLocalPushService(context: BrowserContext, browser: FakeSubscriber) {
  await context.addInitScript((sub: FakeSubscriber) => {
    const decode = (value: string) => {
      const b64 = value.replace(/-/g, "+").replace(/_/g, "/");
      const raw = atob(b64.padEnd(b64.length + ((4 - (b64.length % 4)) % 4), "="));
      return Uint8Array.from(raw, (c) => c.charCodeAt(0)).buffer;
    };
    const encode = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const KEY = "e2e.push.applicationServerKey";
    const make = (applicationServerKey: string) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: decode(applicationServerKey) },
      getKey: (name: "p256dh" | "auth") => decode(sub.keys[name]),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      if (!(key instanceof Uint8Array)) throw new DOMException("no key", "InvalidAccessError");
      localStorage.setItem(KEY, encode(key.buffer as ArrayBuffer));
      return make(localStorage.getItem(KEY) ?? "");
    };
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem(KEY);
      return key ? make(key) : null;
    };
  }, browser);
}

/**
 * CDP: the push event our service worker would get from the browser's push service. A real push
 * service wakes the worker itself. Once, on a loaded CI machine, a delivered message showed no
 * notification; the likely cause is CDP's delivery racing the worker's start, so the worker is
 * started and seen running before the message goes.
 */
async function deliverToServiceWorker(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const scopeURL = `${server.url}/`;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  // the latest state of each version, so a "running" that came before the id is not missed
  const versions = new Map<string, { registrationId: string; running: boolean }>();
  let wake = () => {};
  cdp.on("ServiceWorker.workerVersionUpdated", (event) => {
    for (const v of event.versions)
      versions.set(v.versionId, {
        registrationId: v.registrationId,
        running: v.status === "activated" && v.runningStatus === "running",
      });
    wake();
  });
  await cdp.send("ServiceWorker.enable");
  const id = await registrationId;
  const isRunning = () => [...versions.values()].some((v) => v.registrationId === id && v.running);
  await cdp.send("ServiceWorker.startWorker", { scopeURL });
  while (!isRunning()) await new Promise<void>((resolve) => (wake = resolve));
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: server.url,
    registrationId: id,
    data,
  });
  await cdp.detach();
}

/** The JSON API with the page's cookies, on this spec's own server. */
async function apiCall<T>(
  page: Page,
  method: string,
  pathname: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(`${server.url}${pathname}`, {
    method,
    ...(data === undefined ? {} : { data: JSON.stringify(data) }),
    headers: { "content-type": "application/json", origin: server.url },
  });
  if (!res.ok()) throw new Error(`${method} ${pathname} → ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });
}

async function shootBoth(page: Page, name: string) {
  const dir = "/tmp/shots-push";
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const [label, width, height] of [
    ["mobile", 390, 844],
    ["desktop", 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(dir, `${label}-${name}.png`), animations: "disabled" });
  }
  if (size) await page.setViewportSize(size);
}

test("enable push in Settings, get a test notification and one when a delayed thought returns", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["notifications"], { origin: server.url });
  const browser = service.subscribe();
  await useLocalPushService(context, browser);
  await markOnboardingSeen(page);

  await openHomeAsGuest(page, server.url);
  await signUpInSheet(page, uniqueEmail("push"));
  await page.goto(`${server.url}/settings`);
  // the service worker controls the page before push can be enabled
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

  const section = page.getByRole("region", { name: "Push notifications" });
  const toggle = section.getByRole("switch", { name: "Push notifications" });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await section.getByRole("button", { name: "Send test notification" }).click();
  await expect(section.getByRole("alert")).toHaveText("Please enable push notifications first");
  await shootBoth(page, "settings-push-off");

  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(section.getByText(/^On for this browser/)).toBeVisible();
  // the app subscribed with the server's key: the push service will hold it to VAPID's k
  const status = await apiCall<{ publicKey: string; endpoint: string }>(page, "GET", "/api/push");
  expect(status.endpoint).toBe(browser.endpoint);
  service.bindKey(browser.endpoint, status.publicKey);

  await section.getByRole("button", { name: "Send test notification" }).click();
  await expect(section.getByRole("status")).toHaveText(/Test notification sent/);
  const [testPush] = await service.waitFor(1, browser.endpoint);
  await deliverToServiceWorker(page, testPush?.text ?? "");
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({
      title: "Firstly",
      body: expect.stringMatching(/^Push notifications are working/) as unknown as string,
      url: "/settings",
    });
  await shootBoth(page, "settings-push-on");

  // a delayed thought returns (a 0-minute delay: back at once, through the due job)
  await apiCall(page, "PATCH", "/api/settings", { customDelay: { amount: 0, unit: "minutes" } });
  const task = await apiCall<{ id: string }>(page, "POST", "/api/tasks", {
    id: randomUUID(),
    text: "Phone the garage about the MOT",
  });
  await apiCall(page, "POST", `/api/tasks/${task.id}/actions`, { action: "delay" });
  const [, back] = await service.waitFor(2, browser.endpoint);
  expect(JSON.parse(back?.text ?? "")).toEqual({
    title: "A delayed thought is back",
    body: "Phone the garage about the MOT",
    data: { url: `/tasks/${task.id}` },
  });
  await deliverToServiceWorker(page, back?.text ?? "");
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({
      title: "A delayed thought is back",
      body: "Phone the garage about the MOT",
      url: `/tasks/${task.id}`,
    });

  // switching off forgets it on the server; nothing more is sent
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const endpointKept = async () =>
    (await apiCall<{ endpoint: string | null }>(page, "GET", "/api/push")).endpoint;
  await expect.poll(endpointKept).toBeNull();
  expect(service.received.filter((r) => r.endpoint === browser.endpoint)).toHaveLength(2);
});

test("a guest is asked to sign in before push", async ({ page }) => {
  await markOnboardingSeen(page);
  await openHomeAsGuest(page, server.url);
  await page.goto(`${server.url}/settings`);
  const section = page.getByRole("region", { name: "Push notifications" });
  await expect(section.getByText("Please sign in to enable push notifications")).toBeVisible();
  await expect(section.getByRole("switch", { name: "Push notifications" })).toBeDisabled();
  await section.scrollIntoViewIfNeeded();
  await shootBoth(page, "settings-push-guest");
});
