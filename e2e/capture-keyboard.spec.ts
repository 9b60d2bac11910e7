import { expect, test, type Page } from "@playwright/test";
import { photo } from "./support/media";
import { appTookOver, openHomeAsGuest } from "./support/people";

/**
 * Capture from the keyboard and from another app's share sheet (issue 29 §1 and
 * docs/behaviour/validation.md): q opens Add Thought anywhere, Ctrl+Enter saves, Escape keeps the
 * draft, ? lists the keys, focus comes back; a share POST lands in Add Thought filled in, and Done
 * saves it with its picture.
 */

/**
 * Add Thought's text field, by its exact name: a loose "Thought" also names home's "Add a thought
 * (Q)" link, which a check made while home is still leaving finds instead.
 */
const thoughtField = (page: Page) => page.getByRole("textbox", { name: "Thought", exact: true });

test("keyboard: q, n, Ctrl+Enter, Escape and ? do what the shortcuts sheet says", async ({
  page,
}) => {
  await openHomeAsGuest(page);

  // the first Tab reaches Add Thought, before the list
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Add a thought (Q)" })).toBeFocused();
  await page.locator("body").click({ position: { x: 5, y: 300 } });

  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet.getByText("Add a thought, from any screen")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  await page.keyboard.press("q");
  await expect(page.getByRole("heading", { name: "Add Thought" })).toBeVisible();
  await expect(thoughtField(page)).toBeFocused();
  await page.keyboard.type("Book the dentist for a check-up");
  // Escape closes and keeps the draft; n opens it again with the words still there
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "Add Thought" })).toBeHidden();
  await page.keyboard.press("n");
  await expect(thoughtField(page)).toHaveValue("Book the dentist for a check-up");

  await page.keyboard.press("Control+Enter");
  const card = page.getByRole("link", { name: /dentist/i });
  await expect(card).toBeVisible();
  await page.reload();
  await expect(card).toBeVisible();
  // the reloaded home is the server's paint until the app takes it over: a key before then is lost
  await appTookOver(page);

  // focus goes back to where it was: the card, after a round trip through Add Thought
  await card.focus();
  await page.keyboard.press("q");
  await expect(thoughtField(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(card).toBeFocused();
});

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test("share sheet: shared text, link and picture open Add Thought filled in; Done saves them", async ({
  page,
}) => {
  await openHomeAsGuest(page);
  await waitForServiceWorker(page);
  const png = (await photo("#f2994a", "#56ccf2")).toString("base64");

  // what Chromium does for an installed app's share target: a multipart POST to /share
  await page.evaluate((picture) => {
    const form = document.createElement("form");
    form.method = "POST";
    form.action = "/share";
    form.enctype = "multipart/form-data";
    const field = (name: string, value: string) => {
      const input = document.createElement("input");
      input.name = name;
      input.value = value;
      form.append(input);
    };
    field("title", "Pasta recipe");
    field("text", "Try this on Sunday");
    field("url", "https://example.com/recipes/pasta");
    const file = document.createElement("input");
    file.type = "file";
    file.name = "picture";
    const bytes = Uint8Array.from(atob(picture), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "pasta.png", { type: "image/png" }));
    file.files = transfer.files;
    form.append(file);
    document.body.append(form);
    form.submit();
  }, png);

  await expect(page.getByRole("heading", { name: "Add Thought" })).toBeVisible();
  await expect(page).toHaveURL(/\/add$/);
  await expect(page.getByLabel("Title")).toHaveValue("Pasta recipe");
  await expect(thoughtField(page)).toHaveValue(
    "Try this on Sunday\nhttps://example.com/recipes/pasta",
  );
  await expect(page.getByRole("img", { name: "Shared picture: pasta.png" })).toBeVisible();
  // nothing is saved before Done
  const before = (await (await page.request.get("/api/tasks")).json()) as { tasks: unknown[] };
  expect(before.tasks).toHaveLength(0);

  // a reload keeps the draft and its picture
  await page.reload();
  await expect(thoughtField(page)).toHaveValue(
    "Try this on Sunday\nhttps://example.com/recipes/pasta",
  );
  await expect(page.getByRole("img", { name: "Shared picture: pasta.png" })).toBeVisible();

  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("link", { name: /Pasta recipe/ })).toBeVisible();
  await expect
    .poll(async () => {
      const { tasks } = (await (await page.request.get("/api/tasks")).json()) as {
        tasks: { title: string | null; imageURLs: string[] }[];
      };
      return tasks.map((t) => ({ title: t.title, pictures: t.imageURLs.length }));
    })
    .toEqual([{ title: "Pasta recipe", pictures: 1 }]);
});
