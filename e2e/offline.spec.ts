import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { homeCard, homeCards, openHomeSignedIn, type Api } from "./support/api";
import { addThought, markOnboardingSeen, openHomeAsGuest } from "./support/people";
import { startServer, type RunningServer } from "./support/start-server";

/**
 * Installable and offline (issue 11): the service worker keeps the app, the app keeps the
 * person's last list, thoughts written offline wait on the device and reach the server once.
 */
const shots = "/tmp/shots-offline";

/** The service worker controls the page and has kept the whole app (it installs on first load). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The list this device keeps for offline use holds `texts` (written a moment after each change). */
async function waitForKeptList(page: Page, texts: string[]): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const owner = JSON.parse(localStorage.getItem("firstly.offline-owner") ?? "null") as
          string | null;
        const kept = owner ? localStorage.getItem(`firstly.offline-cache.${owner}`) : null;
        const tasks = kept
          ? (JSON.parse(kept) as { queries: { tasks?: { data: { text: string }[] } } }).queries
              .tasks?.data
          : undefined;
        return (tasks ?? []).map((t) => t.text).sort();
      }),
    )
    .toEqual([...texts].sort());
}

function indicator(page: Page) {
  return page.locator("[aria-live]").filter({ hasText: /offline|Sending/ });
}

const count = async (api: Api, text: string) =>
  (await api.tasks()).filter((t) => t.text === text).length;

test("installable: Chromium finds nothing missing (manifest, icons, service worker)", async ({
  page,
}) => {
  await openHomeAsGuest(page);
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // a Playwright context is an incognito profile, where Chromium never installs apps; that is
  // the one reason allowed (Chromium lists every failed check, so nothing else may appear)
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
  const { errors, data } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? "{}") as { icons: { src: string; purpose: string }[] };
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
  }
  expect(manifest.icons.filter((i) => i.purpose === "maskable")).toHaveLength(2);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    "href",
    "/icons/apple-touch-icon.png",
  );
});

test("offline: the app opens with the last list, keeps a new and an edited thought, and sends each once", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { api } = await openHomeSignedIn(page, "offline");
  await api.createTask("Water the tomatoes");
  await api.createTask("Renew the passport");
  await page.reload();
  await expect(homeCards(page)).toHaveCount(2);
  await waitForServiceWorker(page);
  await waitForKeptList(page, ["Water the tomatoes", "Renew the passport"]);

  // no network: the cached shell opens with the list this device kept
  await context.setOffline(true);
  await page.reload();
  await expect(homeCard(page, "Water the tomatoes")).toBeVisible();
  await expect(homeCard(page, "Renew the passport")).toBeVisible();
  await expect(indicator(page)).toContainText("You're offline");

  // a new thought shows at once
  await page.getByRole("link", { name: "Add thought" }).click();
  await expect(page.getByRole("heading", { name: "Add Thought" })).toBeVisible();
  await page.getByLabel("Thought", { exact: true }).fill("Buy seeds for the balcony");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(homeCard(page, "Buy seeds for the balcony")).toBeVisible();

  // an edit of another shows at once, and says where it is
  await homeCard(page, "Renew the passport").click();
  const details = page.getByLabel("Details");
  await expect(details).toHaveValue("Renew the passport");
  await details.fill("Renew the passport before June");
  await expect(page.getByRole("status").filter({ hasText: "Saved on this device" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).first().click();
  await expect(homeCard(page, "Renew the passport before June")).toBeVisible();
  await expect(indicator(page)).toContainText("2 changes saved here");

  // the queue survives a reload while still offline
  await page.reload();
  await expect(homeCard(page, "Buy seeds for the balcony")).toBeVisible();
  await expect(homeCard(page, "Renew the passport before June")).toBeVisible();
  mkdirSync(shots, { recursive: true });
  for (const size of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "mobile", width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(shots, `${size.name}-home-offline.png`) });
  }
  expect(await count(api, "Buy seeds for the balcony")).toBe(0); // nothing reached the server

  // back online: both are sent, each exactly once, and the indicator goes
  await context.setOffline(false);
  await expect.poll(() => count(api, "Buy seeds for the balcony")).toBe(1);
  await expect.poll(() => count(api, "Renew the passport before June")).toBe(1);
  await expect(indicator(page)).toBeHidden();
  await page.reload();
  await expect(homeCards(page)).toHaveCount(3);
  await expect(homeCard(page, "Buy seeds for the balcony")).toHaveCount(1);
  await expect(homeCard(page, "Renew the passport before June")).toHaveCount(1);
  const tasks = await api.tasks();
  expect(tasks.map((t) => t.text).sort()).toEqual([
    "Buy seeds for the balcony",
    "Renew the passport before June",
    "Water the tomatoes",
  ]);
});

test("offline as a guest: the thought written offline is saved once when the connection returns", async ({
  page,
  context,
}) => {
  await openHomeAsGuest(page);
  await addThought(page, "Call the plumber");
  await waitForServiceWorker(page);
  await waitForKeptList(page, ["Call the plumber"]);

  await context.setOffline(true);
  await page.reload();
  await expect(homeCard(page, "Call the plumber")).toBeVisible();
  await page.getByRole("link", { name: "Add thought" }).click();
  await expect(page.getByRole("heading", { name: "Add Thought" })).toBeVisible();
  await page.getByLabel("Thought", { exact: true }).fill("Fix the bike light");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(homeCard(page, "Fix the bike light")).toBeVisible();

  const sent = page.waitForResponse(
    (r) => r.url().endsWith("/api/tasks") && r.request().method() === "POST",
  );
  await context.setOffline(false);
  expect((await sent).ok()).toBe(true);
  await page.reload();
  await expect(homeCards(page)).toHaveCount(2);
  await expect(homeCard(page, "Fix the bike light")).toHaveCount(1);
});

test("another person on the same browser never sees the last one's kept list", async ({
  page,
  context,
}) => {
  const { api } = await openHomeSignedIn(page, "offline-first");
  await api.createTask("A private thought");
  await page.reload();
  await waitForServiceWorker(page);
  await waitForKeptList(page, ["A private thought"]);

  const owner = await page.evaluate(() => localStorage.getItem("firstly.offline-owner"));
  expect(owner).toBeTruthy();

  // sign out from the side menu: what was kept goes with them (a guest session starts after)
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
  const kept = await page.evaluate(() => Object.entries<string>(localStorage));
  expect(kept.filter(([key, value]) => key.includes(owner!) || value.includes(owner!))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
  await expect(page.getByText("A private thought")).toHaveCount(0);
});

test.describe("a new version", () => {
  let server: RunningServer;
  let dist: string;

  test.beforeAll(async () => {
    // a copy of the build the test can change, as a deploy would
    dist = mkdtempSync(path.join(tmpdir(), "firstly-dist-"));
    cpSync(path.resolve(import.meta.dirname, "../web/dist"), dist, { recursive: true });
    server = await startServer({ WEB_DIST: dist });
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Deploys a new sw.js: another build id (and no stale compressed copies beside it). */
  function deploy(build: string) {
    const file = path.join(dist, "sw.js");
    const next = readFileSync(file, "utf8").replace(
      /^const BUILD = "[^"]*";/m,
      `const BUILD = "${build}";`,
    );
    writeFileSync(file, next);
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }

  const shellCaches = (page: Page) =>
    page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("firstly-shell-")));

  test("asks 'New version available! Reload to update?', and reloads into it on yes", async ({
    page,
  }) => {
    await markOnboardingSeen(page);
    await openHomeAsGuest(page, `${server.url}/`);
    await waitForServiceWorker(page);
    const [first] = await shellCaches(page);
    expect(first).toMatch(/^firstly-shell-[0-9a-f]{12}$/);

    // no: nothing reloads, the new worker waits
    const build = randomBytes(6).toString("hex");
    deploy(build);
    const declined = page.waitForEvent("dialog");
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const question = await declined;
    expect([question.type(), question.message()]).toEqual([
      "confirm",
      "New version available! Reload to update?",
    ]);
    await question.dismiss();
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);

    // the next load asks again; yes: the new worker takes over and the page reloads by itself
    let loads = 0;
    page.on("load", () => (loads += 1));
    const asked = page.waitForEvent("dialog");
    await page.reload();
    await (await asked).accept();
    await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => shellCaches(page)).toEqual([`firstly-shell-${build}`]);
    await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
  });
});
