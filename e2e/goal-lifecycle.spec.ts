import { expect, test, type Page } from "@playwright/test";
import { messages } from "@firstly/core/contract/errors";
import { cardTiers, homeCards, openHomeSignedIn, toasts } from "./support/api";
import { mainGoalBanner, setMainGoalInUi } from "./support/goals";

const firstGoal = "Run my first marathon in Valencia under 4:30";
const secondGoal = "Ship the photography portfolio website by June";
const subtask = "Build the weekly long-run plan";
const thought = "long run sunday 18k slow pace";

/** The 'Completed Goals' drawer (docs/behaviour/completed.md: shares the drawer with Settings). */
function completedDrawer(page: Page) {
  return page.getByRole("dialog", { name: "Completed Goals" });
}

async function openCompleted(page: Page, tab: "Goals" | "Subtasks") {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Completed" }).click();
  const drawer = completedDrawer(page);
  await expect(drawer).toBeVisible();
  await drawer.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
  await expect(drawer.getByRole("tab", { name: new RegExp(`^${tab}`) })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  return drawer;
}

test("complete and restore a subtask and the main goal; a second main goal blocks the restore", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "goals");
  await setMainGoalInUi(page, firstGoal);
  await api.createTask(thought);
  await expect(homeCards(page)).toHaveCount(1);
  await expect.poll(() => cardTiers(page)).toEqual(["critical"]);

  // Add Subtask (side menu → Subtasks), then open it from the menu's list of active subtasks
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Subtasks" }).click();
  await expect(page.getByRole("heading", { name: "Add Subtask" })).toBeVisible();
  await page.getByPlaceholder("Describe your subtask or sub-task...").fill(subtask);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByLabel("Subtask")).toHaveValue(/Subtask Added/);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: new RegExp(subtask) })
    .click();
  await expect(page.getByRole("heading", { name: "Subtask", exact: true })).toBeVisible();

  // Complete Subtask → the completed list (Subtasks tab) shows it with its date → Restore
  await page.getByRole("button", { name: "Complete Subtask" }).click();
  await expect(page).toHaveURL(/\/completed\?tab=subtasks$/);
  let drawer = completedDrawer(page);
  await expect(drawer.getByRole("tab", { name: /^Subtasks/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const subtaskItem = drawer.getByRole("listitem").filter({ hasText: subtask });
  await expect(subtaskItem).toContainText(/Completed \w+/);
  await subtaskItem.getByRole("button", { name: `Restore ${subtask}` }).click();
  await expect(toasts(page).getByText("Subtask restored")).toBeVisible();
  await expect(drawer.getByText("No completed subtasks yet")).toBeVisible();
  expect((await api.goals()).find((g) => g.name === subtask)?.status).toBe("active");
  await drawer.getByRole("button", { name: "Close Completed Goals" }).click();
  await expect(drawer).toBeHidden();

  // Complete Goal → home shows the 'set main goal' state and the scores for it are gone
  await mainGoalBanner(page).click();
  await expect(page.getByRole("heading", { name: "Main Goal" })).toBeVisible();
  await page.getByRole("button", { name: "Complete Goal" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Complete", exact: true }).click();
  await expect(toasts(page).getByText("Main goal completed")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainGoalBanner(page)).toContainText("Set your new main goal");
  await expect.poll(() => cardTiers(page)).toEqual(["unscored"]);

  // a new main goal, then restoring the first one is refused with the server's message
  await setMainGoalInUi(page, secondGoal);
  drawer = await openCompleted(page, "Goals");
  const goalItem = drawer.getByRole("listitem").filter({ hasText: firstGoal });
  await expect(goalItem).toContainText(/Completed \w+/);
  await goalItem.getByRole("button", { name: /^Restore / }).click();
  await expect(goalItem.getByRole("alert")).toHaveText(messages.completeCurrentMainGoalFirst);
  // the same refusal on the completed goal's own screen ('Restore Goal')
  await goalItem.getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Main Goal" })).toBeVisible();
  await page.getByRole("button", { name: "Restore Goal" }).click();
  await expect(page.getByRole("alert")).toHaveText(messages.completeCurrentMainGoalFirst);
  expect((await api.goals()).find((g) => g.description === firstGoal)?.status).toBe("completed");

  // complete the second goal; now the first one can come back and scores return
  await page.goto("/goal");
  await expect(page.getByLabel("Main goal")).toHaveValue(secondGoal);
  await page.getByRole("button", { name: "Complete Goal" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Complete", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainGoalBanner(page)).toContainText("Set your new main goal");
  drawer = await openCompleted(page, "Goals");
  await drawer
    .getByRole("listitem")
    .filter({ hasText: firstGoal })
    .getByRole("button", { name: /^Restore / })
    .click();
  await expect(toasts(page).getByText("Goal restored")).toBeVisible();
  await expect(drawer.getByRole("listitem").filter({ hasText: firstGoal })).toHaveCount(0);
  await expect(drawer.getByRole("listitem").filter({ hasText: secondGoal })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainGoalBanner(page)).toContainText(firstGoal);
  await expect
    .poll(() => cardTiers(page), { message: "rescored after the restore" })
    .toEqual(["critical"]);
});
