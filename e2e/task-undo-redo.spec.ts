import { expect, test, type Locator, type Page } from "@playwright/test";
import { openHomeSignedIn } from "./support/api";

function saved(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: "Changes saved" });
}

/**
 * One edit, then its autosave (PATCH) and the 'Changes saved' indicator. Waiting for the save
 * also puts the next edit well past the 200 ms gap that merges quick changes into one undo step.
 */
async function edit(page: Page, field: Locator, value: string): Promise<void> {
  const patch = page.waitForResponse(
    (r) => /\/api\/tasks\/[^/]+$/.test(r.url()) && r.request().method() === "PATCH",
  );
  await field.fill(value);
  expect((await patch).ok()).toBe(true);
  await expect(saved(page)).toBeVisible();
}

test("undo and redo in the task view with Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and the header buttons", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "undo");
  const task = await api.createTask("Draft the newsletter", "Newsletter");
  await page.goto(`/tasks/${task.id}`);

  const title = page.getByLabel("Title");
  const details = page.getByLabel("Details");
  const undo = page.getByRole("button", { name: "Undo" });
  const redo = page.getByRole("button", { name: "Redo" });
  await expect(details).toHaveValue("Draft the newsletter");
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  // three separate edits, each autosaved
  await edit(page, details, "Draft the newsletter intro");
  await edit(page, details, "Draft the newsletter intro and the events section");
  await edit(page, title, "Newsletter, March");
  await expect(undo).toBeEnabled();
  await expect(redo).toBeDisabled();

  // keyboard, with the focus still in the title field
  await title.press("Control+z");
  await expect(title).toHaveValue("Newsletter");
  await title.press("Control+z");
  await expect(details).toHaveValue("Draft the newsletter intro");
  await expect(redo).toBeEnabled();
  await title.press("Control+Shift+z");
  await expect(details).toHaveValue("Draft the newsletter intro and the events section");
  await title.press("Control+y");
  await expect(title).toHaveValue("Newsletter, March");
  await expect(redo).toBeDisabled();

  // keyboard with the focus outside the fields ("wherever the focus is on the screen")
  await title.blur();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
  await page.keyboard.press("Control+z");
  await expect(title).toHaveValue("Newsletter");

  // the header buttons
  await undo.click();
  await expect(details).toHaveValue("Draft the newsletter intro");
  await undo.click();
  await expect(details).toHaveValue("Draft the newsletter");
  await expect(undo).toBeDisabled();
  await redo.click();
  await expect(details).toHaveValue("Draft the newsletter intro");
  await expect(title).toHaveValue("Newsletter");

  // an undone state is saved like any edit: the server holds what the screen shows
  await expect(saved(page)).toBeVisible();
  await expect
    .poll(async () => {
      const t = (await api.tasks()).find((x) => x.id === task.id);
      return [t?.title, t?.text];
    })
    .toEqual(["Newsletter", "Draft the newsletter intro"]);
  await page.reload();
  await expect(details).toHaveValue("Draft the newsletter intro");
  await expect(title).toHaveValue("Newsletter");
});
