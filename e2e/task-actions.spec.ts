import { expect, test, type Page } from "@playwright/test";
import {
  actionBar,
  homeCard,
  homeCards,
  openHomeSignedIn,
  taskIdFromUrl,
  toasts,
} from "./support/api";

const toDelay = "Call the bank about the mortgage rate";
const toComplete = "Buy a birthday present for Jonas";
const toArchive = "Sort the photos from the summer trip";

/** Opens a card from home and waits for the task view's action bar. */
async function openCard(page: Page, text: string): Promise<string> {
  await homeCard(page, text).getByRole("link").click();
  await expect(page).toHaveURL(/\/tasks\//);
  await expect(actionBar(page)).toBeVisible();
  return taskIdFromUrl(page);
}

/**
 * Clicks an action, waits for the server and for the view to close itself
 * (docs/behaviour/task-view.md#actions: ~300 ms).
 */
async function act(page: Page, label: string, toast: string): Promise<void> {
  const done = page.waitForResponse(
    (r) => /\/api\/tasks\/[^/]+\/actions$/.test(r.url()) && r.request().method() === "POST",
  );
  await actionBar(page).getByRole("button", { name: label, exact: true }).click();
  expect((await done).ok()).toBe(true);
  await expect(toasts(page).getByText(toast, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The page becoming visible again is one of the moments delays are checked
 * (docs/behaviour/states.md#task-status).
 */
async function becomeVisible(page: Page): Promise<void> {
  await page.evaluate(() => {
    // as a browser does when a tab comes back: visibilitychange on document, bubbling to window
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    window.dispatchEvent(new Event("focus"));
  });
}

test("complete, delay (and its return), archive and restore through the task view's action bar", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { api } = await openHomeSignedIn(page, "actions");
  // docs/behaviour/limits.md#delay: the delay is 1 minute (the shortest whole unit); set it, then
  // check the settings text
  await api.updateSettings({ customDelay: { amount: 1, unit: "minutes" }, displayMode: "relaxed" });
  for (const text of [toDelay, toComplete, toArchive]) await api.createTask(text);
  await page.goto("/settings");
  await expect(page.getByText("Delayed tasks come back after 1 minute.")).toBeVisible();
  await page.goto("/");
  await expect(homeCards(page)).toHaveCount(3);

  // Delay: the card leaves home; the task view shows it delayed with the toggle pressed
  const delayedId = await openCard(page, toDelay);
  await act(page, "Delay", "Delay updated");
  await expect(homeCard(page, toDelay)).toHaveCount(0);
  const delayEndsAt = Date.parse((await api.taskByText(toDelay)).delayEndsAt ?? "");
  expect(delayEndsAt).toBeGreaterThan(Date.now());
  expect(delayEndsAt).toBeLessThanOrEqual(Date.now() + 61_000);
  await page.goto(`/tasks/${delayedId}`);
  // it says until when (issue 26)
  await expect(page.getByRole("main").getByText(/^Delayed until /)).toBeVisible();
  await expect(actionBar(page).getByRole("button", { name: "Delayed" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Back" }).click();
  await expect(homeCards(page)).toHaveCount(2);

  // Complete: the card leaves home; the completed task offers only Uncomplete, which brings it back
  const completedId = await openCard(page, toComplete);
  await act(page, "Complete", "Completed");
  await expect(homeCard(page, toComplete)).toHaveCount(0);
  await page.goto(`/tasks/${completedId}`);
  await expect(page.getByRole("main").getByText("Completed", { exact: true })).toBeVisible();
  await expect(actionBar(page).getByRole("button")).toHaveText(["Uncomplete"]);
  await act(page, "Uncomplete", "Back on your list");
  await expect(homeCard(page, toComplete)).toBeVisible();
  expect((await api.taskByText(toComplete)).status).toBe("pending");

  // Skip is shown as Archive; pressing 'Archived' again restores the task to pending
  const archivedId = await openCard(page, toArchive);
  await act(page, "Archive", "Archive updated");
  await expect(homeCard(page, toArchive)).toHaveCount(0);
  await page.goto(`/tasks/${archivedId}`);
  await expect(page.getByRole("main").getByText("Archived", { exact: true })).toBeVisible();
  await act(page, "Archived", "Archive updated");
  await expect(homeCard(page, toArchive)).toBeVisible();
  expect((await api.taskByText(toArchive)).status).toBe("pending");

  // the one real wait of the suite: cross the 1-minute delay (the server keeps real time)
  await expect(homeCard(page, toDelay)).toHaveCount(0);
  const remaining = delayEndsAt - Date.now() + 500;
  if (remaining > 0) await page.waitForTimeout(remaining);
  // back on home without a reload when the page becomes visible again (docs/behaviour/states.md)
  await becomeVisible(page);
  await expect(homeCard(page, toDelay)).toBeVisible();
  const back = await api.taskByText(toDelay);
  expect(back.status).toBe("pending");
  expect(back.delayEndsAt).toBeNull();
  await expect(homeCards(page)).toHaveCount(3);
});
