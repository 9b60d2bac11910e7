import { expect, test, type Page } from "@playwright/test";
import { cardTiers, homeCard, homeCards, openHomeSignedIn } from "./support/api";

const todoist = [
  "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE",
  "section,Training,,,,,,,,",
  "task,Long run on sunday at easy pace,,1,1,Sam,,,en,UTC",
  "task,Book a sports massage after the race,,4,1,Sam,,,en,UTC",
  'task,"Renew the car insurance","Compare ""two"" offers",4,1,Sam,,,en,UTC',
].join("\n");
const markdown = "# Kit\n- [ ] Buy new running shoes for the marathon\n- [x] Order energy gels\n";

/** With IMPORT_SCREENSHOTS=1 the screens are saved at phone and desktop width to look at. */
async function shoot(page: Page, name: string) {
  if (!process.env.IMPORT_SCREENSHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`import-${name}-${width}.png`),
      fullPage: true,
    });
  }
}

test("import a Todoist CSV and a Markdown list, see them ranked and completed, undo both", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "import");
  await api.createMainGoal("Run my first marathon in Valencia under 4:30");
  if (process.env.IMPORT_SCREENSHOTS) {
    await page.goto("/settings");
    await page
      .getByRole("dialog", { name: "Settings" })
      .getByText("Import your list")
      .scrollIntoViewIfNeeded();
    await shoot(page, "settings");
    await page.goto("/");
  }
  await page.reload();
  await page.getByRole("link", { name: "Import your list from another app" }).click();
  await expect(page.getByRole("heading", { name: "Import your list" })).toBeVisible();
  await expect(page.getByText("Up to 5 MB · CSV, JSON, Markdown or text")).toBeVisible();
  await shoot(page, "choose");

  await page.locator("#import-file").setInputFiles({
    name: "training.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(todoist),
  });
  await page.getByRole("button", { name: "Preview import" }).click();
  const preview = page.getByRole("region", { name: "Import preview" });
  await expect(preview.getByText("Todoist CSV · UTF-8 · training.csv")).toBeVisible();
  await expect(preview.getByTestId("import-total-create")).toHaveText("3");
  await expect(preview.getByTestId("import-total-skip")).toHaveText("1");
  await expect(preview.getByTestId("import-total-error")).toHaveText("0");
  await shoot(page, "preview");
  await preview.getByRole("button", { name: "Import 3 thoughts" }).click();
  const progress = page.getByRole("region", { name: "Import progress" });
  await expect(progress.getByRole("heading", { name: "Import finished" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(progress.getByTestId("import-result")).toHaveText("3 thoughts created, 1 skipped.");
  await shoot(page, "done");

  await progress.getByRole("button", { name: "Import another file" }).click();
  await page.getByLabel("Paste your list").fill(markdown);
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(preview.getByText(/^Markdown or plain text/)).toBeVisible();
  await expect(preview.getByTestId("import-total-create")).toHaveText("2");
  await expect(preview.getByText("1 completed (to Completed Items)")).toBeVisible();
  await preview.getByRole("button", { name: "Import 2 thoughts" }).click();
  await expect(progress.getByRole("heading", { name: "Import finished" })).toBeVisible({
    timeout: 20_000,
  });

  // home: the four open thoughts, scored against the main goal and ranked
  await progress.getByRole("link", { name: "See them on home" }).click();
  // focused mode shows the just-added thought and the top three: all four fit (issue 26)
  await expect(homeCards(page)).toHaveCount(4);
  await expect
    .poll(() => cardTiers(page), { message: "every imported card scored" })
    .not.toContain("unscored");
  await expect(homeCard(page, "Long run on sunday")).toBeVisible();
  await expect(homeCards(page).last()).toContainText('Compare "two" offers');

  // the ticked one is in Completed Items, not on home
  await expect(homeCard(page, "Order energy gels")).toHaveCount(0);
  await page.goto("/search/completed");
  const completed = page.getByRole("dialog", { name: "Completed Items" });
  await completed.getByRole("searchbox").fill("energy gels");
  await expect(completed.getByRole("listitem").first()).toContainText("Order energy gels");

  // undo both from the list of past imports: they are gone
  await page.goto("/import");
  const past = page.getByRole("region", { name: "Past imports" });
  await expect(past.getByRole("listitem")).toHaveCount(2);
  await shoot(page, "past");
  await past.getByRole("button", { name: "Undo import of training.csv" }).click();
  await expect(past.getByText(/undone \(3 removed\)/)).toBeVisible();
  await past.getByRole("button", { name: /^Undo import of Markdown/ }).click();
  await expect(past.getByText(/undone \(2 removed\)/)).toBeVisible();
  await expect.poll(async () => (await api.tasks()).length).toBe(0);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
});
