import { expect, test, type Page } from "@playwright/test";
import { addThought, openHomeAsGuest } from "./support/people";

async function openHelpFromMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Help" }).click();
  await expect(page.getByRole("heading", { name: "Help", level: 1 })).toBeVisible();
}

test("help: topics, search, the AI fallback, need more help, privacy and terms", async ({
  page,
}) => {
  await openHomeAsGuest(page);
  await openHelpFromMenu(page);
  const search = page.getByLabel("Search help");

  // the topics by category, each opening to its how-to
  await page.getByRole("button", { name: /Editing and deleting a thought/ }).click();
  await expect(
    page.getByText("To delete it for good, use the bin icon and confirm."),
  ).toBeVisible();

  // the local search finds by word form
  await search.fill("deleting");
  await expect(page.getByRole("button", { name: /Editing and deleting a thought/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Searching/ })).toBeHidden();

  // no shared word: the AI fallback (here the built-in engine) suggests by meaning
  await search.fill("urgent");
  await expect(page.getByText("Suggested by AI for “urgent”")).toBeVisible();
  await expect(page.getByRole("button", { name: /Priority levels and scores/ })).toBeVisible();

  // nothing at all: the docs/behaviour/messages.md texts
  await search.fill("volcano eruption");
  await expect(page.getByText("No results found", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Try searching for something else or contact support for help."),
  ).toBeVisible();

  await expect(page.getByRole("heading", { name: "Need More Help" })).toBeVisible();
  await expect(page.getByRole("link", { name: "support@firstly.app" })).toHaveAttribute(
    "href",
    "mailto:support@firstly.app",
  );

  // privacy and terms are real documents; back returns to help
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What goes to an AI provider" })).toBeVisible();
  await page.getByRole("button", { name: "Back to help" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole("link", { name: "Terms of Use" }).click();
  await expect(page.getByRole("heading", { name: "Terms of Use", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Back to help" }).click();
  await expect(page).toHaveURL(/\/help$/);
});

test.describe("onboarding", () => {
  // a first-time visitor: not the journeys' default "has seen onboarding" state
  test.use({ storageState: { cookies: [], origins: [] } });

  test("starts after the first item, walks three steps, stays seen, and can be redone", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openHomeAsGuest(page);
    await addThought(page, "Book a physio check for my knee");
    const dialog = page.getByRole("dialog", { name: "Set Your Main Goal" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText("Step 1 of 3")).toBeVisible();

    await dialog.getByRole("button", { name: "Next" }).click();
    const tasks = page.getByRole("dialog", { name: "Add Your Tasks" });
    await expect(tasks).toBeVisible();
    await tasks.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("dialog", { name: "Set Your Main Goal" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    const scoring = page.getByRole("dialog", { name: "Smart Priority Scoring" });
    await expect(scoring).toBeVisible();
    for (const score of ["850", "2400", "5200", "9600"]) {
      await expect(scoring.getByText(score, { exact: true })).toBeVisible();
    }
    await scoring.getByRole("button", { name: "Get started" }).click();
    await expect(scoring).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("firstly.onboarding-seen"))).toBe("true");

    // seen: a reload does not bring it back
    await page.reload();
    await expect(page.getByRole("link", { name: /Book a physio check/ })).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(page.getByRole("dialog", { name: /Set Your Main Goal|Welcome/ })).toHaveCount(0);

    // Help → Redo Onboarding shows it again over home; Skip closes it
    await openHelpFromMenu(page);
    await page.getByRole("button", { name: "Redo Onboarding" }).click();
    await expect(page).toHaveURL(/\/$/);
    const again = page.getByRole("dialog", { name: "Set Your Main Goal" });
    await expect(again).toBeVisible();
    await again.getByRole("button", { name: "Skip onboarding" }).click();
    await expect(again).toBeHidden();
  });
});
