import { expect, test, type Page } from "@playwright/test";
import { homeCard, openHomeSignedIn } from "./support/api";

const thought = "Buy a cast iron pan and a sharp chef's knife";

const rootOverflow = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

/**
 * Issue 30: the drawer's backdrop is no longer Radix's overlay (whose scroll lock measured the page
 * while it rendered); it must stay a modal dialog all the same.
 */
test("the Settings drawer opened by a direct load is a modal dialog: focus stays in it, the page behind is hidden and still, the backdrop and Escape close it", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "drawer");
  await api.createMainGoal("Learn to cook ten dinners from scratch this spring");
  for (let i = 0; i < 20; i++) await api.createTask(`${thought} ${i}`);
  await page.goto("/settings");
  const drawer = page.getByRole("dialog", { name: "Settings" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Close Settings" })).toBeVisible();
  await expect.poll(() => rootOverflow(page)).toBe("hidden");
  // Relaxed: home lists all twenty thoughts, so the page behind the drawer is taller than the window
  await drawer.getByText("Relaxed", { exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(200);
  // the rest of the page is hidden from assistive technology while the dialog is open
  await expect(page.locator("body > div[aria-hidden='true']").first()).toBeAttached();

  // Tab never leaves the dialog
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(
      await drawer.evaluate((el) => el.contains(document.activeElement)),
      `focus left the dialog after ${i + 1} Tab presses`,
    ).toBe(true);
  }

  // the page under the drawer does not scroll with the wheel
  const before = await page.evaluate(() => window.scrollY);
  const size = page.viewportSize() ?? { width: 390, height: 800 };
  await page.mouse.move(size.width - 10, size.height / 2);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // a press on the backdrop (right of the panel) closes it and goes back home
  await page.mouse.click(size.width - 8, size.height / 2);
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => rootOverflow(page)).toBe("");
  await expect(homeCard(page, `${thought} 19`)).toBeVisible();

  // the side menu: Escape closes it and gives the page its scrolling back
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect.poll(() => rootOverflow(page)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  // focus goes back to the button that opened it
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await expect.poll(() => rootOverflow(page)).toBe("");
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

for (const width of [390, 1280]) {
  test(`Settings and Completed drawers look as before at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const { api } = await openHomeSignedIn(page, `drawer-shot-${width}`);
    await api.createMainGoal("Learn to cook ten dinners from scratch this spring");
    await api.createTask(thought);
    for (const [path, name] of [
      ["/settings", "Settings"],
      ["/completed", "Completed Goals"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({
        path: `test-results/drawer-${path.slice(1)}-${width}.png`,
      });
    }
  });
}
