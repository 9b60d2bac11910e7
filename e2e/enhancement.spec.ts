import { expect, test } from "@playwright/test";
import { homeCard, openHomeSignedIn, toasts } from "./support/api";

test("visual enhancement: enhanced cards show pictures and tier colour, basic cards are calm", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "visual");
  const text = "Plan the garden beds for spring";
  const task = await api.createTask(text);
  // its own picture comes first (issue 26), then the two the person adds: three in all
  await api.waitForPicture(task.id);
  await page.request.patch(`/api/tasks/${task.id}`, {
    data: { imageURLs: ["/onboarding/goal.svg", "/onboarding/tasks.svg"] },
    headers: { origin: process.env.E2E_BASE_URL ?? "", "content-type": "application/json" },
  });
  await api.updateSettings({ visualDisplayMode: "enhanced" });
  await page.reload();
  const card = homeCard(page, text);
  await expect(card.getByText("3 photos")).toBeVisible();
  await expect(card.locator("img")).toHaveCount(1);
  const surface = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-surface").trim(),
  );
  const enhancedBg = await card
    .getByRole("link")
    .evaluate((el) => getComputedStyle(el).backgroundColor);

  await api.updateSettings({ visualDisplayMode: "basic" });
  await page.reload();
  await expect(homeCard(page, text)).toHaveAttribute("data-visual", "basic");
  await expect(homeCard(page, text).locator("img")).toHaveCount(0);
  await expect(homeCard(page, text).getByText("3 photos")).toHaveCount(0);
  const basicBg = await homeCard(page, text)
    .getByRole("link")
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(basicBg).not.toBe(enhancedBg);
  expect(surface).not.toBe("");
});

test("business entries in the menu answer with the docs/behaviour/messages.md text", async ({
  page,
}) => {
  await openHomeSignedIn(page, "business");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("button", { name: /Add business/ })
    .click();
  await expect(
    toasts(page).getByText("Business products not implemented in new schema yet"),
  ).toBeVisible();
});

test("AI enhancement on the built-in engine adds what a new thought serves, without rewriting it", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "enhance");
  await api.createMainGoal("Run a half marathon in April");
  await page.goto("/settings");
  const drawer = page.getByRole("dialog", { name: "Settings" });
  await expect(drawer.getByText(/does not rewrite your words/)).toBeVisible();
  await drawer.getByRole("switch", { name: "AI enhancement" }).click();
  await expect(drawer.getByRole("switch", { name: "AI enhancement" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect.poll(async () => (await api.settings()).aiEnhancement).toBe(true);

  const text = "Go for a 5k run on Saturday morning";
  await api.createTask(text);
  await page.goto("/");
  const card = homeCard(page, text);
  await expect(card).toContainText(text);
  await expect(card).toContainText("for “Run a half marathon in April”");
});
