import { expect, test } from "@playwright/test";

/**
 * Every screen loads with no console error, uncaught exception or Content-Security-Policy
 * violation — the CSP allows scripts from this origin only, so a regression shows here first.
 */
test("screens load without console errors or CSP violations", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy|HydrateFallback/.test(m.text()))
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  for (const path of ["/", "/add", "/goal", "/subtasks/new", "/settings", "/completed"]) {
    await page.goto(path);
    await expect(page.locator("#root")).not.toBeEmpty();
    await page.waitForLoadState("load");
    // let the first data requests settle (the event stream stays open, so no networkidle)
    await page.waitForTimeout(500);
  }
  expect(problems).toEqual([]);
});
