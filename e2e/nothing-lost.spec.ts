import { expect, test } from "@playwright/test";
import {
  actionBar,
  Api,
  cardOrder,
  homeCard,
  homeCards,
  openHomeSignedIn,
  toasts,
} from "./support/api";

/**
 * Issue 25 §1: what a person writes is never lost. Each journey would fail if its corner came
 * back: the first visit straight to Add Thought (intermittent, so five fresh browsers in a row),
 * a thought with only a title.
 */

test("a thought typed on a first visit straight to /add survives, in five fresh browsers", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const origin = process.env.E2E_BASE_URL ?? "";
  for (let round = 1; round <= 5; round += 1) {
    const context = await browser.newContext({ storageState: process.env.E2E_STORAGE_STATE });
    const page = await context.newPage();
    // the shortcut, a bookmark or a shared link: no home first, no guest session yet
    await page.goto("/add");
    const text = `First-visit thought number ${round} about the garden shed`;
    await page.getByLabel("Thought", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText("No user session available")).toHaveCount(0);
    // on the server, in this browser's (guest) session, and on home after a reload
    const api = new Api(context.request, origin);
    await expect
      // (401 until the guest session the page starts exists)
      .poll(async () => (await api.tasks().catch(() => [])).map((t) => t.text), {
        timeout: 20_000,
      })
      .toContain(text);
    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText("No user session available")).toHaveCount(0);
    await context.close();
  }
});

test("a thought with only a title survives Done and a reload", async ({ page }) => {
  const { api } = await openHomeSignedIn(page, "title-only");
  await page
    .getByRole("link", { name: /^(Add Your First Thought|Add thought)$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Add Thought" })).toBeVisible();
  await page.getByLabel("Title").fill("Renew passport");
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/tasks") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Done" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(homeCard(page, "Renew passport")).toBeVisible();
  await page.reload();
  await expect(homeCard(page, "Renew passport")).toBeVisible();
  expect((await api.tasks()).map((t) => [t.title, t.text])).toEqual([["Renew passport", ""]]);
  // nothing waits on the device: the draft went once the server had it
  expect(await page.evaluate(() => localStorage.getItem("firstly.pending-thought"))).toBeNull();
});

test("Undo after Complete brings the thought back where it was", async ({ page }) => {
  const { api } = await openHomeSignedIn(page, "undo");
  await api.updateSettings({ displayMode: "relaxed" });
  await api.createMainGoal("Run a half marathon in under two hours this spring");
  const created = [];
  for (const text of [
    "Book a physiotherapy session for the sore knee",
    "Run 10 km at an easy pace on Sunday",
    "Tidy the garage and sort out the old paint tins",
  ])
    created.push(await api.createTask(text));
  await api.waitForScores(3);
  // each thought's own picture is drawn first, so the cards read the same before and after
  for (const task of created) await api.waitForPicture(task.id);
  await page.reload();
  await expect(homeCards(page)).toHaveCount(3);
  const before = await cardOrder(page);
  const middle = "Run 10 km at an easy pace on Sunday";

  await homeCard(page, middle).getByRole("link").click();
  await expect(actionBar(page)).toBeVisible();
  await actionBar(page).getByRole("button", { name: "Complete", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(homeCard(page, middle)).toHaveCount(0);
  const toast = toasts(page).getByRole("listitem").filter({ hasText: "Completed" });
  const undone = page.waitForResponse((r) => /\/api\/tasks\/[^/]+\/undo$/.test(r.url()));
  await toast.getByRole("button", { name: "Undo" }).click();
  expect((await undone).ok()).toBe(true);
  await expect.poll(() => cardOrder(page)).toEqual(before);
  // and it stays there: the server has it back as it was
  await page.reload();
  await expect.poll(() => cardOrder(page)).toEqual(before);
  expect((await api.taskByText(middle)).status).toBe("pending");
});

test("a draft the limit refused waits on home instead of looping back to Add Thought", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "refused");
  // 25 items this month: a main goal and 24 thoughts
  await api.createMainGoal("Ship the spring collection of the shop by March");
  for (let i = 1; i <= 24; i++) await api.createTask(`stock item ${i}`);
  await page.reload();
  await page.getByRole("link", { name: "Add thought" }).first().click();
  await page.getByLabel("Thought", { exact: true }).fill("photograph the new scarves");
  const refused = page.waitForResponse(
    (r) => r.url().endsWith("/api/tasks") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Done" }).click();
  expect((await refused).status()).toBe(402);
  const dialog = page.getByRole("dialog", { name: "Monthly Item Limit Reached" });
  await dialog.getByRole("button", { name: "Not Now" }).click();

  // home stays home, on this load and the next, and shows the thought waiting
  for (const load of ["now", "after a reload"]) {
    if (load !== "now") await page.reload();
    await expect(page.getByRole("heading", { name: "Add Thought" })).toHaveCount(0);
    const waiting = page.getByRole("region", { name: "Thought waiting to be saved" });
    await expect(waiting).toContainText("photograph the new scarves");
    await expect(page).toHaveURL(/\/$/);
  }
  await page
    .getByRole("region", { name: "Thought waiting to be saved" })
    .getByRole("link", { name: "Open it" })
    .click();
  await expect(page.getByLabel("Thought", { exact: true })).toHaveValue(
    "photograph the new scarves",
  );
});
