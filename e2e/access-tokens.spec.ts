import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { homeCard, openHomeSignedIn } from "./support/api";

/**
 * Issue #29's journey: a token made in Settings adds a thought from outside the browser (a plain
 * HTTP request, as a script would send it: no cookie, no Origin), the thought shows on home, and
 * once revoked in Settings the same token is refused.
 */
test("create an access token, add a thought with it from outside, see it on home, revoke it", async ({
  page,
}) => {
  await openHomeSignedIn(page, "tokens");
  const base = process.env.E2E_BASE_URL ?? "";
  await page.goto("/settings");
  const drawer = page.getByRole("dialog", { name: "Settings" });
  const card = drawer.getByRole("region", { name: "Access tokens" });
  await card.getByLabel("Token name").fill("Journey script");
  await card.getByText("Read and write", { exact: true }).click();
  await card.getByRole("button", { name: "Create token" }).click();
  const secret = card.getByLabel("New access token");
  await expect(secret).toHaveValue(/^fst_[A-Za-z0-9_-]{43}$/);
  const token = await secret.inputValue();
  await expect(card.getByRole("list", { name: "Your access tokens" })).toContainText(
    "Journey script",
  );
  await expect(card.getByRole("list", { name: "Your access tokens" })).toContainText("Never used");

  const text = "Renew the passport before the summer trip";
  const addWith = (value: string) =>
    fetch(`${base}/api/tasks`, {
      method: "POST",
      headers: { authorization: `Bearer ${value}`, "content-type": "application/json" },
      body: JSON.stringify({ id: randomUUID(), text }),
    });
  expect((await addWith(token)).status).toBe(200);

  await page.goto("/");
  await expect(homeCard(page, text)).toBeVisible();

  await page.goto("/settings");
  const list = card.getByRole("list", { name: "Your access tokens" });
  await expect(list).toContainText("Last used just now");
  await list.getByRole("button", { name: "Revoke Journey script" }).click();
  await list.getByRole("button", { name: "Confirm revoking Journey script" }).click();
  await expect(list).toBeHidden();

  const refused = await addWith(token);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({
    error: { code: "UNAUTHENTICATED", message: "Invalid or revoked access token" },
  });
});
