import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openHomeSignedIn } from "./support/api";

/**
 * Issue #27: a subtask is a goal of its own. A main goal with three subtasks and two thoughts
 * written for each (and one for none): each subtask's list, its count in the side menu and the
 * Task Details opened from it show that subtask's own thoughts, scored by the real server.
 */
const shots = path.resolve(import.meta.dirname, "../test-results/screenshots");

const main = "Launch my freelance design portfolio and land my first paying clients this spring";
const plan = [
  {
    subtask: "Practice daily sketching for an hour",
    thoughts: [
      "Sketch people on the train in my pocket sketchbook",
      "Daily drawing exercise: 30 quick figure sketches",
    ],
  },
  {
    subtask: "Get three paying clients through referrals",
    thoughts: [
      "Email three former colleagues asking for freelance referrals",
      "Call Tom about a referral to his design agency",
    ],
  },
  {
    subtask: "Set up the portfolio website hosting and domain",
    thoughts: [
      "Buy the domain name and point it at the hosting provider",
      "Compare Netlify and Squarespace hosting plans",
    ],
  },
];
const forNone = "Book a dentist appointment";

async function openSubtaskFromMenu(page: Page, name: string) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const link = page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: new RegExp(name) });
  // the side menu's count is this subtask's own fitting thoughts
  await expect(link.getByLabel("2 active tasks")).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { name: "Subtask", exact: true })).toBeVisible();
}

test("three subtasks of one main goal each list their own thoughts", async ({ page }) => {
  const { api } = await openHomeSignedIn(page, "subtasks");
  await api.createMainGoal(main);
  for (const { subtask } of plan) await api.createSubtask(subtask);
  for (const { thoughts } of plan) for (const t of thoughts) await api.createTask(t);
  await api.createTask(forNone);
  await page.reload();

  for (const [n, { subtask, thoughts }] of plan.entries()) {
    await openSubtaskFromMenu(page, subtask);
    const list = page.getByRole("list", { name: "Thoughts for this subtask" });
    // exactly its own two thoughts: none of a sibling's, not the one written for no subtask
    await expect(list.getByRole("listitem")).toHaveCount(2);
    for (const t of thoughts) await expect(list.getByText(t)).toBeVisible();
    await expect(list.getByText(forNone)).toHaveCount(0);
    if (n === 0) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: path.join(shots, `subtask-list-${width}.png`),
          fullPage: true,
        });
      }
    }

    // Task Details opened from this list: this subtask's tier and a reason in its own words
    await list.getByText(thoughts[0] ?? "").click();
    const details = page.getByRole("button", { name: /Task Details/ });
    await details.click();
    const panel = page.locator("dl").filter({ hasText: "For subtask" });
    await expect(panel).toContainText(subtask.slice(0, 30));
    const reason = page.getByText(/^(Directly advances|Supports) the goal/);
    await expect(reason).toBeVisible();
    if (n === 0) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.screenshot({
        path: path.join(shots, "subtask-task-details-390.png"),
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.goto("/");
  }
});
