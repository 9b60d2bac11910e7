import { expect, test } from "@playwright/test";
import {
  addThought,
  openHomeAsGuest,
  signInInSheet,
  signOut,
  signUpInSheet,
  uniqueEmail,
} from "./support/people";

test("sign up in 'Welcome Home', add a thought, sign out, sign back in and see it", async ({
  page,
}) => {
  const email = uniqueEmail("journey");
  const text = "Renew the passport before the summer trip";
  await openHomeAsGuest(page);

  await signUpInSheet(page, email);
  await addThought(page, text);
  await expect(page.getByText(text)).toBeVisible();

  await signOut(page);
  // signed out: back to an empty guest home, the account's thought is not shown
  await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  await signInInSheet(page, email);
  await expect(page.getByText(text)).toBeVisible();
});

test("a wrong password is refused with a message and keeps the sheet open", async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail("wrongpw");
  const res = await request.post("/api/auth/sign-up/email", {
    data: { email, password: "secret123", name: email },
    headers: { origin: baseURL ?? "" },
  });
  expect(res.ok()).toBe(true);

  await openHomeAsGuest(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const sheet = page.getByRole("dialog", { name: "Welcome Home" });
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Password", { exact: true }).fill("not-the-password");
  await sheet.getByLabel("Password", { exact: true }).press("Enter");
  await expect(sheet.getByRole("alert")).toHaveText(/invalid|failed/i);
  await expect(sheet).toBeVisible();
  // what was typed is kept for another try
  await expect(sheet.getByLabel("Email")).toHaveValue(email);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
});
