import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cardOrder, homeCard, openHomeSignedIn, rankedCards } from "./support/api";
import { setMainGoalInUi } from "./support/goals";
import { coveredBy, restingToasts } from "./support/overlap";
import { addThought } from "./support/people";

/**
 * Issue #26: one story on every screen. A newcomer on a phone and on a laptop: the ranking, the
 * numbers, the words and the pictures agree from screen to screen. The shared journey server has
 * FREE_ITEMS_PER_MONTH=25 (e2e/support/global-setup.ts).
 */
const goal = "Get promoted to senior engineer this year";
const design = "Write the design doc for the billing service migration";
const review = "Prepare the quarterly review slides for my manager";
const chore = "Renew car insurance";
const binge = "Binge-watch the new season instead of working";
const newest = "Ask my manager for feedback on the promotion case";

const shots = path.resolve(import.meta.dirname, "../test-results/screenshots");

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `one-story-${name}.png`) });
}

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("dialog", { name: "Menu" });
}

for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 800 },
]) {
  test(`one story on every screen (${size.name} ${size.width} px)`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(size);
    const { api } = await openHomeSignedIn(page, `one-story-${size.name}`);

    // a new goal shows its picture without a tap
    await setMainGoalInUi(page, goal);
    await page.goto("/goal");
    await expect(page.getByRole("img", { name: /^Picture for your main goal/ })).toBeVisible({
      timeout: 30_000,
    });
    await shoot(page, `${size.name}-goal-picture`);

    for (const text of [design, review, chore, binge]) await api.createTask(text);
    await api.waitForScores(4);
    await page.goto("/");
    await addThought(page, newest);

    // the pinned thought is not '#1': it shows apart as 'Just added'; the ranked list starts at #1
    const justAdded = page.getByRole("list", { name: "Just added" }).getByRole("listitem");
    await expect(justAdded).toHaveCount(1);
    await expect(justAdded).toContainText(newest);
    await expect(justAdded).not.toContainText("#");
    await expect(rankedCards(page).first()).toContainText("#1");
    await expect(rankedCards(page).first()).not.toContainText(newest);

    // Obstacle means "works against the goal": the unrelated chore reads Optional
    await page.getByRole("button", { name: "Show all" }).click();
    await expect(homeCard(page, binge)).toContainText("Obstacle");
    await expect(homeCard(page, chore)).toContainText("Optional");
    await expect(homeCard(page, chore)).not.toContainText("Obstacle");
    await shoot(page, `${size.name}-home`);

    // a moved-up thought moves
    const place = async (text: string) =>
      (await rankedCards(page).allInnerTexts()).findIndex((t) => t.includes(text));
    const before = await place(chore);
    expect(before).toBeGreaterThan(0);
    await homeCard(page, chore)
      .getByRole("button", { name: /^Rank options/ })
      .click();
    await homeCard(page, chore).getByRole("button", { name: "Move up" }).click();
    await expect.poll(() => place(chore)).toBeLessThan(before);
    await page.reload();
    await expect.poll(() => place(chore)).toBeLessThan(before);

    // a starred thought leads the ranked list
    await homeCard(page, review).getByRole("link").click();
    await page.getByRole("button", { name: "Priority" }).click();
    await expect(page.getByRole("button", { name: "Priority" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Task Details: the tier and rank first, the score read lower-is-first, never as a grade
    await page.getByRole("button", { name: /Task Details/ }).click();
    await expect(page.getByText("#1 on home")).toBeVisible();
    await expect(page.getByText(/ \/ 10000/)).toHaveCount(0);
    // the + button sits over no badge or button of the task view, and a toast covers no control:
    // 'Move up' answers in the band above the action bar
    expect(await coveredBy(page.locator("a[aria-label='Add thought']"))).toEqual([]);
    await page
      .getByRole("region", { name: "Ranked wrong?" })
      .getByRole("button", { name: "Move up" })
      .click();
    expect(await coveredBy(await restingToasts(page, "Moved up"))).toEqual([]);
    await page.goto("/");
    await expect(rankedCards(page).first()).toContainText(review);
    expect((await cardOrder(page))[0]).toContain(newest);

    // home's remaining count is the limit minus usage, the menu's counter the same numbers
    const usage = (await (await page.request.get("/api/usage")).json()) as {
      totalItems: number;
      limit: number;
    };
    expect(usage.limit).toBe(25);
    const menu = await openMenu(page);
    await expect(menu.getByText(`${usage.totalItems}/25 used`)).toBeVisible();
    await expect(menu.getByText("Free plan")).toBeVisible();
    await page.keyboard.press("Escape");
    await api.updateSettings({ displayMode: "focused" });
    await page.reload();
    await expect(
      page.getByText(`${25 - usage.totalItems} tasks remaining this month`),
    ).toBeVisible();

    // without a transcription model there is no voice button (not a crossed-out one)
    await page.getByRole("link", { name: "Add thought" }).first().click();
    await expect(page.getByRole("heading", { name: "Add Thought" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Voice input" })).toHaveCount(0);
    await page.goto("/");

    // onboarding's lowest score comes first, with the card's tier label
    await page.goto("/help");
    await page.getByRole("button", { name: "Redo Onboarding" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    const scoring = page.getByRole("dialog", { name: "Smart Priority Scoring" });
    const rows = scoring.getByRole("listitem");
    await expect(rows.first()).toContainText("850");
    await expect(rows.first()).toContainText("Critical Priority");
    await expect(rows.last()).toContainText("Obstacle");
    await shoot(page, `${size.name}-onboarding-scores`);
    await scoring.getByRole("button", { name: "Get started" }).click();

    // Completed → Completed Items lists a finished thought, with its date, before any query
    const done = await api.taskByText(design);
    await api.taskAction(done.id, { action: "complete" });
    await page.goto("/");
    const drawer = await openMenu(page);
    await drawer.getByRole("link", { name: "Completed" }).click();
    await page.getByRole("link", { name: /Completed thoughts/ }).click();
    await expect(page).toHaveURL(/\/search\/completed$/);
    const recent = page.getByRole("region", { name: "Recently completed" });
    await expect(recent.getByRole("listitem").filter({ hasText: design })).toContainText(
      /completed (\d+ \w+|\w+ \d+)/,
    );
    await shoot(page, `${size.name}-completed-items`);

    // a delayed thought is findable in Search before a query, and says until when
    const delayed = await api.taskByText(binge);
    await api.taskAction(delayed.id, { action: "delay" });
    await page.goto("/search");
    await expect(
      page.getByRole("region", { name: "Delayed and scheduled" }).getByRole("listitem"),
    ).toContainText(/Delayed until/);
  });
}
