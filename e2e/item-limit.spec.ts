import { expect, test } from "@playwright/test";
import { openHomeSignedIn } from "./support/api";

/**
 * docs/behaviour/permissions.md#signed-in-free and docs/behaviour/limits.md#items: a signed-in free
 * user has 25 items a month; the next create shows the upgrade dialog.
 */
test("a free user at 25 items this month sees 'Monthly Item Limit Reached' and keeps the draft", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "limit");
  await api.createMainGoal("Ship the spring collection of the shop by March");
  for (let i = 1; i <= 24; i++) await api.createTask(`stock item ${i}`);

  await page.reload();
  await page
    .getByRole("link", { name: /^(Add Your First Thought|Add thought)$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Add Thought" })).toBeVisible();
  await page.getByLabel("Thought", { exact: true }).fill("photograph the new scarves");
  const refused = page.waitForResponse(
    (r) => r.url().endsWith("/api/tasks") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Done" }).click();
  expect((await refused).status()).toBe(402);

  const dialog = page.getByRole("dialog", { name: "Monthly Item Limit Reached" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You've used 25 of 25 items this month.");
  // this server has no billing (the limit is the operator's own): no upgrade that cannot work
  await expect(dialog).toContainText("billing is not configured");
  await expect(dialog.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Not Now" }).click();
  await expect(dialog).toBeHidden();

  // nothing typed is lost: Add Thought brings the refused draft back
  await page.goto("/add");
  await expect(page.getByLabel("Thought", { exact: true })).toHaveValue(
    "photograph the new scarves",
  );
  expect((await api.tasks()).some((t) => t.text === "photograph the new scarves")).toBe(false);
});
