import { mkdirSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import type { ClientEvent } from "@firstly/core/contract/analytics";
import { messages } from "@firstly/core/contract/errors";
import { tierForScore } from "@firstly/core/scoring/tiers";
import { actionBar, Api, homeCard, openHomeSignedIn, toasts } from "./support/api";
import { addThought, openHomeAsGuest } from "./support/people";

const SHOTS = "/tmp/shots-analytics";
const goal = "Get fit and run a marathon this autumn";
const thoughts = [
  "Go for a 10k training run on Sunday",
  "Book a sports physio for the sore knee",
  "Sort the photos from the summer trip",
];

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(600); // the bars grow in
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Every analytics batch the page sends, with what the server answered. */
function recordBatches(page: Page) {
  const batches: { events: ClientEvent[]; stored: number }[] = [];
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/analytics/events")) requests.push(request);
  });
  page.on("response", async (response) => {
    if (!response.url().endsWith("/api/analytics/events")) return;
    const sent = response.request().postDataJSON() as { events: ClientEvent[] };
    const answer = (await response.json()) as { stored: number };
    batches.push({ events: sent.events, stored: answer.stored });
  });
  return { batches, requests };
}

/**
 * Opens a card, presses Complete, and waits for the view to close
 * (docs/behaviour/task-view.md#actions: about 300 ms).
 */
async function completeFromHome(page: Page, text: string) {
  await homeCard(page, text).getByRole("link").click();
  await expect(actionBar(page)).toBeVisible();
  const done = page.waitForResponse(
    (r) => /\/api\/tasks\/[^/]+\/actions$/.test(r.url()) && r.request().method() === "POST",
  );
  await actionBar(page).getByRole("button", { name: "Complete", exact: true }).click();
  expect((await done).ok()).toBe(true);
  await expect(toasts(page).getByText("Completed", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test("a signed-in person completes thoughts and finds them on the analytics screen", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { batches } = recordBatches(page);
  const { api } = await openHomeSignedIn(page, "analytics");
  await api.updateSettings({ displayMode: "relaxed" });
  const main = await api.createMainGoal(goal);
  for (const text of thoughts) await api.createTask(text);
  await api.waitForScores(thoughts.length);
  const tasks = await api.tasks();
  const tierOf = (text: string) => {
    const task = tasks.find((t) => t.text === text);
    return tierForScore(task?.goalAssessments[main.id]?.score ?? 999_999);
  };
  const done = thoughts.slice(0, 2);
  const served = done.filter((t) => ["critical", "important"].includes(tierOf(t))).length;

  await page.reload();
  for (const text of done) await completeFromHome(page, text);

  // the two completions reach the server in one batch within 5 s (docs/behaviour/limits.md#timing),
  // and are stored
  await expect
    .poll(
      () => batches.flatMap((b) => b.events).filter((e) => e.type === "client.task_completed"),
      {
        timeout: 10_000,
      },
    )
    .toHaveLength(2);
  for (const batch of batches) expect(batch.stored).toBe(batch.events.length);
  const completedIds = batches
    .flatMap((b) => b.events)
    .filter((e) => e.type === "client.task_completed")
    .map((e) => e.data.taskId);
  expect(completedIds.sort()).toEqual(
    tasks
      .filter((t) => done.includes(t.text))
      .map((t) => t.id)
      .sort(),
  );

  // the side menu leads to the screen; its numbers are this person's
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  const stat = (label: string) => page.getByRole("term").filter({ hasText: label }).locator("+ dd");
  await expect(stat("Completed in 12 weeks")).toHaveText("2");
  await expect(stat("Open thoughts")).toHaveText("1");
  await expect(stat("Served your main goal")).toHaveText(`${Math.round((served / 2) * 100)}%`);

  const weekly = page.getByRole("region", { name: "Thoughts completed per week" });
  await expect(weekly).toContainText("You completed 2 thoughts in the last 12 weeks, 2 this week.");
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString("en-US", { weekday: "long" }),
  );
  await expect(page.getByRole("region", { name: "Your busiest days" })).toContainText(
    `Your busiest day is ${today}, with 2 completions in 12 weeks.`,
  );
  await expect(page.getByRole("region", { name: "What served your main goal" })).toContainText(
    `${served} of the 2 thoughts you completed`,
  );
  // every chart is drawn
  for (const name of [
    "Thoughts completed per week",
    "What served your main goal",
    "Open thoughts by tier",
    "Your busiest days",
  ]) {
    await expect(
      page.getByRole("region", { name }).locator("svg.recharts-surface").first(),
    ).toBeVisible();
  }
  // and says the same as a table
  await weekly.getByText("Show as a table").click();
  const rows = weekly.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(13);
  await expect(rows.last().getByRole("cell")).toHaveText("2");

  await weekly.getByText("Show as a table").click();
  for (const [name, width, height] of [
    ["mobile", 390, 844],
    ["desktop", 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shoot(page, `analytics-data-${name}`);
  }
});

test("someone new sees a helpful empty analytics screen", async ({ page }) => {
  await openHomeSignedIn(page, "analytics-empty");
  for (const [name, width, height] of [
    ["mobile", 390, 844],
    ["desktop", 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Analytics" })).toBeVisible();
    await shoot(page, `side-menu-${name}`);
    await menu.getByRole("link", { name: "Analytics" }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(
      page.getByRole("heading", { name: "Your charts start with your first thought" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
    await shoot(page, `analytics-empty-${name}`);
  }
});

test("a guest's events are never sent, and the guest still sees their own numbers", async ({
  page,
}) => {
  const { requests } = recordBatches(page);
  await openHomeAsGuest(page);
  await addThought(page, "water the basil");
  await page.waitForTimeout(6_000); // longer than a batch waits (docs/behaviour/limits.md#timing: 5 s)
  expect(requests).toHaveLength(0);

  await page.goto("/analytics");
  await expect(
    page.getByRole("term").filter({ hasText: "Open thoughts" }).locator("+ dd"),
  ).toHaveText("1");
  await expect(
    page.getByText("These numbers come from the thoughts you keep as a guest."),
  ).toBeVisible();
  expect(requests).toHaveLength(0);
});

test("a guest is asked to sign up from 3 items, and meets the goal-specific limit texts at 5", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openHomeAsGuest(page);
  const api = new Api(page.request, process.env.E2E_BASE_URL ?? "");
  for (const text of ["water the basil", "call the plumber", "renew the library card"])
    await api.createTask(text);
  await page.reload();
  const prompt = page.getByRole("region", { name: "Create an account" });
  await expect(prompt).toContainText("You've used 3 of your 5 free items (thoughts and goals).");
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "guest-prompt-3-mobile");
  await prompt.getByRole("button", { name: "Sign Up" }).click();
  const sheet = page.getByRole("dialog", { name: "Welcome Home" });
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await prompt.getByRole("button", { name: "Not now" }).click();
  await expect(prompt).toBeHidden();

  await api.createTask("book a haircut");
  await api.createTask("pick up the dry cleaning");
  await page.reload();
  await expect(prompt).toContainText(messages.guestLimitThoughts);

  // managing goals: a subtask at the limit
  await page.goto("/subtasks/new");
  await page.getByRole("textbox").fill("Keep the flat tidy every week");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(messages.guestLimitManageGoals)).toBeVisible();
  await page.keyboard.press("Escape");

  // editing the goal: the main goal screen at the limit
  await page.goto("/goal");
  await page.getByLabel("Main goal").fill("Run a half marathon before the summer");
  await page.getByRole("button", { name: "Create Goal" }).click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(messages.guestLimitEditGoal)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, "guest-limit-goal-desktop");
});
