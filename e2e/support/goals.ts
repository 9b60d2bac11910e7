import { expect, type Page } from "@playwright/test";

/**
 * Home → 'Set your main goal' → /goal → type → 'Create Goal' → back on home with the goal in the
 * banner. Waits for the server's answer, so a reload right after cannot race the write.
 */
export async function setMainGoalInUi(page: Page, text: string): Promise<void> {
  await page
    .getByRole("link", { name: /Set your (new )?main goal/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/goal$/);
  await page.getByLabel("Main goal").fill(text);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/goals/main") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Create Goal" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(mainGoalBanner(page)).toContainText(text);
}

/** The 'Main goal' banner link at the top of home (goal text, or 'Set your main goal'). */
export function mainGoalBanner(page: Page) {
  return page.getByRole("main").getByRole("link", { name: /^Main goal/ });
}
