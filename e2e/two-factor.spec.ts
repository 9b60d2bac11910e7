import { expect, test, type Locator, type Page } from "@playwright/test";
import { totp, unusedCode } from "../server/test/support/totp";
import { Api } from "./support/api";
import {
  PASSWORD,
  chooseMode,
  expectSignedInAs,
  openWelcomeSheet,
  signOut,
  submitButton,
  uniqueEmail,
} from "./support/people";

/** Email and password in the sheet; the account asks for its second factor. */
async function passwordStep(page: Page, email: string): Promise<Locator> {
  const sheet = await openWelcomeSheet(page);
  await chooseMode(sheet, "Sign In");
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await submitButton(sheet, "Sign In").click();
  await expect(
    sheet.getByText("Enter the 6-digit code from your authenticator app."),
  ).toBeVisible();
  return sheet;
}

async function openSettings(page: Page): Promise<Locator> {
  await page.goto("/settings");
  const drawer = page.getByRole("dialog", { name: "Settings" });
  await expect(drawer.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  return drawer;
}

test("two-factor: enrol with an authenticator, sign in with a code, a replay is refused, a backup code works, turn it off", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("two-factor");
  await new Api(page.request, process.env.E2E_BASE_URL ?? "").signUp(email);
  const used = new Set<string>();

  // enrol: password, the QR code and its key, a first code, then the backup codes once
  let drawer = await openSettings(page);
  await expect(drawer.getByText("Two-factor", { exact: true })).toBeVisible();
  await drawer.getByRole("button", { name: "Set up two-factor" }).click();
  await drawer.getByLabel("Current password").fill(PASSWORD);
  await drawer.getByRole("button", { name: "Continue" }).click();
  await expect(
    drawer.getByRole("img", { name: "QR code for your authenticator app" }),
  ).toBeVisible();
  const secret = ((await drawer.getByTestId("two-factor-secret").textContent()) ?? "").replace(
    /\s/g,
    "",
  );
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await drawer
    .getByLabel("6-digit code from the app")
    .fill("000000" === totp(secret) ? "111111" : "000000");
  await drawer.getByRole("button", { name: "Turn on" }).click();
  await expect(drawer.getByRole("alert")).toHaveText("Invalid code");
  await drawer.getByLabel("6-digit code from the app").fill(await unusedCode(secret, used));
  await drawer.getByRole("button", { name: "Turn on" }).click();
  await expect(drawer.getByRole("heading", { name: "Save your backup codes" })).toBeVisible();
  const backupCodes = await drawer
    .getByTestId("backup-codes")
    .getByRole("listitem")
    .allTextContents();
  expect(backupCodes).toHaveLength(10);
  await drawer.getByRole("button", { name: "I saved them" }).click();
  await expect(page.getByText("Two-factor authentication is on")).toBeVisible();
  await expect(drawer.getByText("On (authenticator app)")).toBeVisible();

  // sign out; the password alone is not enough, the code from the app signs in
  await page.goto("/");
  await signOut(page);
  let sheet = await passwordStep(page, email);
  const code = await unusedCode(secret, used);
  await sheet.getByLabel("Authentication code").fill(code);
  await sheet.getByRole("button", { name: "Verify" }).click();
  await expect(sheet).toBeHidden();
  await expectSignedInAs(page, email);

  // the same code again, inside its 30 s window, is refused; the next one works
  await signOut(page);
  sheet = await passwordStep(page, email);
  await sheet.getByLabel("Authentication code").fill(code);
  await sheet.getByRole("button", { name: "Verify" }).click();
  await expect(sheet.getByRole("alert")).toHaveText(
    "This code was already used. Wait for the next one in your authenticator app.",
  );
  await sheet.getByLabel("Authentication code").fill(await unusedCode(secret, used));
  await sheet.getByRole("button", { name: "Verify" }).click();
  await expect(sheet).toBeHidden();
  await expectSignedInAs(page, email);

  // a backup code signs in once
  await signOut(page);
  sheet = await passwordStep(page, email);
  await sheet.getByRole("button", { name: "Use a backup code" }).click();
  await sheet.getByLabel("Backup code").fill(backupCodes[0] ?? "");
  await sheet.getByRole("button", { name: "Verify" }).click();
  await expect(sheet).toBeHidden();
  await expectSignedInAs(page, email);

  // turning it off needs the password and a code; then the password alone signs in
  drawer = await openSettings(page);
  await drawer.getByRole("button", { name: "Turn off two-factor" }).click();
  await drawer.getByLabel("Current password").fill(PASSWORD);
  // a backup code: a fourth code from the app would wait up to 30 s for the next step, and
  // turning off with a code from the app is proved in server/test/two-factor.test.ts
  await drawer.getByLabel("Code from your app, or a backup code").fill(backupCodes[1] ?? "");
  await drawer.getByRole("button", { name: "Turn off", exact: true }).click();
  await expect(page.getByText("Two-factor authentication is off")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Set up two-factor" })).toBeVisible();
  await page.goto("/");
  await signOut(page);
  sheet = await openWelcomeSheet(page);
  await chooseMode(sheet, "Sign In");
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await submitButton(sheet, "Sign In").click();
  await expect(sheet).toBeHidden();
  await expectSignedInAs(page, email);
});
