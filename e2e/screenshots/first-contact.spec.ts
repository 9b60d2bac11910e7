import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cardTiers, homeCards, openHomeSignedIn } from "../support/api";

/**
 * Screenshots for people to look at (nothing is compared): home focused and relaxed, the task
 * view, the Completed Goals drawer, Settings and the goal screen, at a phone and a laptop size.
 */
const dir = path.resolve(import.meta.dirname, "../../test-results/screenshots");
const sizes = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // let slide-in animations settle; a still-moving frame is fine, a failed run is not
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(dir, `issue4-${name}.png`), animations: "disabled" });
}

const goal = "Run my first marathon in Valencia under 4:30";
const thoughts: [string, string?][] = [
  ["skip the long runs for three weeks"],
  ["renew car insurance", "Car insurance"],
  ["Book a sports massage after the 30k long run", "Massage"],
  ["Buy new running shoes with more cushioning for the long runs"],
  ["Reply to Marta about the conference talk proposal and the travel budget"],
  ["interval session 6x800m at marathon pace on tuesday", "Intervals"],
  ["long run sunday 18k slow pace"],
];

for (const size of sizes) {
  test(`issue 4 screens at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const { api } = await openHomeSignedIn(page, `shots-${size.name}`);
    const old = await api.createSubtask("Find a running club that trains on weekday evenings");
    await api.completeGoal(old.id);
    await api.createMainGoal(goal);
    for (const [text, title] of thoughts) await api.createTask(text, title);
    await api.waitForScores(thoughts.length);
    const done = await api.createTask("Register for the Valencia marathon", "Registration");
    await api.taskAction(done.id, { action: "complete" });

    await page.reload();
    await expect(homeCards(page)).toHaveCount(4); // just added + the top 3 ranked
    await expect.poll(() => cardTiers(page)).not.toContain("unscored");
    await shoot(page, `${size.name}-home-focused`);

    await page.getByRole("button", { name: "Show all" }).click();
    await expect(homeCards(page)).toHaveCount(thoughts.length);
    await shoot(page, `${size.name}-home-relaxed`);

    await homeCards(page).first().getByRole("link").click();
    await expect(page.getByLabel("Details")).toBeVisible();
    await page.getByRole("button", { name: /Task Details/ }).click();
    await shoot(page, `${size.name}-task-view`);

    await page.goto("/completed?tab=subtasks");
    await expect(page.getByRole("dialog", { name: "Completed Goals" })).toContainText(
      "running club",
    );
    await shoot(page, `${size.name}-completed`);

    await page.goto("/settings");
    await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
    await shoot(page, `${size.name}-settings`);

    await page.goto("/goal");
    await expect(page.getByLabel("Main goal")).toHaveValue(goal);
    await shoot(page, `${size.name}-goal`);
  });
}
