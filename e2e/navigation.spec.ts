import { expect, test, type Page } from "@playwright/test";
import { homeCard, openHomeSignedIn } from "./support/api";
import { mainGoalBanner } from "./support/goals";

const goal = "Learn to cook ten dinners from scratch this spring";
const thought = "Buy a cast iron pan and a sharp chef's knife";
const subtask = "Master three pasta sauces";

async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(homeCard(page, thought)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test("the browser back button walks back through the screens; a reload keeps a deep screen", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "nav");
  await api.createMainGoal(goal);
  const task = await api.createTask(thought);
  const sub = await api.createSubtask(subtask);
  await page.reload();
  await expectHome(page);

  // home → task → back
  await homeCard(page, thought).getByRole("link").click();
  await expect(page).toHaveURL(`/tasks/${task.id}`);
  await expect(page.getByLabel("Details")).toHaveValue(thought);
  await page.goBack();
  await expectHome(page);

  // → /goal → back
  await mainGoalBanner(page).click();
  await expect(page).toHaveURL(/\/goal$/);
  await expect(page.getByRole("heading", { name: "Main Goal" })).toBeVisible();
  await page.goBack();
  await expectHome(page);

  // → /completed (side menu) → back
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Completed" }).click();
  await expect(page).toHaveURL(/\/completed$/);
  await expect(page.getByRole("dialog", { name: "Completed Goals" })).toBeVisible();
  await page.goBack();
  await expectHome(page);

  // forward again lands on the same screen
  await page.goForward();
  await expect(page.getByRole("dialog", { name: "Completed Goals" })).toBeVisible();
  await page.goBack();
  await expectHome(page);

  // a reload on each deep URL keeps that screen
  const deep: [string, (p: Page) => Promise<void>][] = [
    [`/tasks/${task.id}`, (p) => expect(p.getByLabel("Details")).toHaveValue(thought)],
    ["/goal", (p) => expect(p.getByLabel("Main goal")).toHaveValue(goal)],
    [
      `/subtasks/${sub.id}`,
      (p) => expect(p.getByRole("heading", { name: "Subtask", exact: true })).toBeVisible(),
    ],
    ["/completed", (p) => expect(p.getByRole("dialog", { name: "Completed Goals" })).toBeVisible()],
    ["/settings", (p) => expect(p.getByRole("dialog", { name: "Settings" })).toBeVisible()],
  ];
  for (const [url, check] of deep) {
    await page.goto(url);
    await check(page);
    await page.reload();
    await expect(page).toHaveURL(url);
    await check(page);
  }

  // opened straight from a link (no history): the in-app Back goes home rather than off-site
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByLabel("Details")).toHaveValue(thought);
  await page.getByRole("button", { name: "Back" }).click();
  await expectHome(page);
});
