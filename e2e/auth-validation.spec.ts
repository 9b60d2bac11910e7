import { expect, test } from "@playwright/test";
import { chooseMode, openHomeAsGuest, openWelcomeSheet, submitButton } from "./support/people";

test.describe("'Welcome Home' validation (docs/behaviour/validation.md#sign-in-and-sign-up)", () => {
  test("sign up: bad email, short password, mismatched confirmation", async ({ page }) => {
    await openHomeAsGuest(page);
    const sheet = await openWelcomeSheet(page);
    await chooseMode(sheet, "Sign Up");
    const email = sheet.getByLabel("Email");
    const password = sheet.getByLabel("Password", { exact: true });
    const confirm = sheet.getByLabel("Confirm password");
    const submit = submitButton(sheet, "Sign Up");

    // disabled while any field is empty
    await expect(submit).toBeDisabled();
    await email.fill("not-an-email");
    await expect(submit).toBeDisabled();
    await password.fill("123");
    await expect(submit).toBeDisabled();

    await email.blur();
    await expect(sheet.getByText("Please enter a valid email address")).toBeVisible();
    await password.blur();
    await expect(sheet.getByText("Password must be at least 6 characters long")).toBeVisible();

    await confirm.fill("1234");
    await confirm.blur();
    await expect(sheet.getByText("Passwords do not match")).toBeVisible();
    await expect(submit).toBeEnabled();

    // submitting invalid fields sends nothing and keeps the messages
    let authCalls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/sign-up")) authCalls++;
    });
    await submit.click();
    await expect(sheet.getByText("Please enter a valid email address")).toBeVisible();
    expect(authCalls).toBe(0);

    // fixing each field clears its message
    await email.fill("fixed@example.com");
    await expect(sheet.getByText("Please enter a valid email address")).toHaveCount(0);
    await password.fill("secret123");
    await expect(sheet.getByText("Password must be at least 6 characters long")).toHaveCount(0);
    await confirm.fill("secret123");
    await expect(sheet.getByText("Passwords do not match")).toHaveCount(0);

    // emptying a field disables the button again
    await email.fill("");
    await expect(submit).toBeDisabled();
  });

  test("sign in: disabled until both fields are filled, then the same texts", async ({ page }) => {
    await openHomeAsGuest(page);
    const sheet = await openWelcomeSheet(page);
    await chooseMode(sheet, "Sign In");
    const submit = submitButton(sheet, "Sign In");
    await expect(sheet.getByLabel("Confirm password")).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await sheet.getByLabel("Email").fill("someone");
    await expect(submit).toBeDisabled();
    await sheet.getByLabel("Password", { exact: true }).fill("12345");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(sheet.getByText("Please enter a valid email address")).toBeVisible();
    await expect(sheet.getByText("Password must be at least 6 characters long")).toBeVisible();
  });

  test("Escape closes the sheet", async ({ page }) => {
    await openHomeAsGuest(page);
    const sheet = await openWelcomeSheet(page);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });
});
