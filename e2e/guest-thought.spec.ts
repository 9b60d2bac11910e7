import { expect, test } from "@playwright/test";
import { addThought, openHomeAsGuest } from "./support/people";

test("a guest adds a thought with Add Thought and still sees it on home after a reload", async ({
  page,
}) => {
  await openHomeAsGuest(page);
  // a guest is offered an account before anything is saved
  await expect(page.getByText("Log in to save your thoughts across devices.")).toBeVisible();

  const text = "Call the plumber about the kitchen sink before Friday";
  await addThought(page, text, "Plumber");

  await expect(page.getByRole("link", { name: /Plumber/ })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("link", { name: /Plumber/ })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First Thought" })).toHaveCount(0);
});
