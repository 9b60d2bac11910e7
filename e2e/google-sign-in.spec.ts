import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startFakeOidc, type FakeOidc } from "../server/test/support/fake-oidc";
import { startServer, type RunningServer } from "./support/start-server";
import {
  addThought,
  expectSignedInAs,
  markOnboardingSeen,
  openHomeAsGuest,
} from "./support/people";

/**
 * Google sign-in end to end: a second real server configured with a local OpenID Connect provider
 * in place of accounts.google.com. The browser really leaves the app, "consents" at the fake, and
 * comes back through better-auth's callback.
 */
/** The account card as it is now, at a phone and a laptop width. */
async function shootBoth(page: Page, name: string) {
  for (const [label, width, height] of [
    ["mobile", 390, 844],
    ["desktop", 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    await page.screenshot({
      path: path.resolve(import.meta.dirname, `../test-results/screenshots/${label}-${name}.png`),
      animations: "disabled",
    });
  }
}

let fake: FakeOidc;
let server: RunningServer;

test.beforeAll(async () => {
  fake = await startFakeOidc({
    user: {
      sub: "e2e-google-1",
      email: "ada.google@example.com",
      name: "Ada Lovelace",
      email_verified: true,
    },
  });
  server = await startServer({
    GOOGLE_CLIENT_ID: fake.clientId,
    GOOGLE_CLIENT_SECRET: fake.clientSecret,
    GOOGLE_DISCOVERY_URL: fake.discoveryUrl,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test("a guest signs in with Google from 'Welcome Home' and keeps the thought they added", async ({
  page,
}) => {
  await markOnboardingSeen(page);
  await openHomeAsGuest(page, server.url);
  await addThought(page, "Book the dentist appointment");

  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const sheet = page.getByRole("dialog", { name: "Welcome Home" });
  const google = sheet.getByRole("button", { name: "Continue with Google" });
  await expect(google).toBeVisible();
  await page.waitForTimeout(500); // let the sheet finish sliding up for the screenshot
  await page.screenshot({
    path: path.resolve(
      import.meta.dirname,
      "../test-results/screenshots/sheet-with-google-1280x720.png",
    ),
  });
  await google.click();

  await page.waitForURL(`${server.url}/`);
  await expectSignedInAs(page, "ada.google@example.com");
  // the guest's thought came along into the Google account
  await expect(page.getByText("Book the dentist appointment")).toBeVisible();

  // the provider saw a proper code flow: PKCE S256 and a nonce, code exchanged with the secret
  const authorize = fake.log.authorize.at(-1);
  expect(authorize?.get("code_challenge_method")).toBe("S256");
  expect(authorize?.get("nonce")).toBeTruthy();
  expect(fake.log.token.at(-1)?.status).toBe(200);

  // the session survives a reload
  await page.reload();
  await expectSignedInAs(page, "ada.google@example.com");
});

test("the Google button is offered only when Google is configured", async ({ page, baseURL }) => {
  await openHomeAsGuest(page, baseURL ?? "/");
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const sheet = page.getByRole("dialog", { name: "Welcome Home" });
  await expect(sheet.getByLabel("Email")).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
});

test("a signed-in person links Google from Settings, sees its address, and unlinks it", async ({
  page,
}) => {
  await markOnboardingSeen(page);
  const email = `linker-${Date.now()}@example.com`;
  const res = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { email, password: "secret123", name: email },
    headers: { origin: server.url },
  });
  expect(res.ok()).toBe(true);
  await page.goto(`${server.url}/settings`);
  const drawer = page.getByRole("dialog", { name: "Settings" });
  await expect(drawer.getByText("Not linked")).toBeVisible();
  fake.setUser({
    sub: "e2e-google-linker",
    email: "linker.google@example.com",
    name: "Linker",
    email_verified: true,
  });
  await drawer.getByRole("button", { name: "Link Google" }).click();

  await page.waitForURL(/\/settings/);
  await expect(page.getByText("Google account linked successfully")).toBeVisible();
  const settings = page.getByRole("dialog", { name: "Settings" });
  await expect(settings.getByText("Linked (linker.google@example.com)")).toBeVisible();
  // an email change is not offered while Google is linked (docs/behaviour/validation.md)
  await expect(settings.getByRole("button", { name: "Change email" })).toHaveCount(0);

  await settings.getByRole("button", { name: "Unlink Google" }).click();
  await settings.getByRole("button", { name: "Unlink Google" }).click();
  await expect(page.getByText("Google account unlinked successfully")).toBeVisible();
  await expect(settings.getByText("Not linked")).toBeVisible();
});

test("a Google-only account cannot unlink until it sets a password, then signs in with it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await markOnboardingSeen(page);
  const googleEmail = `only-google-${Date.now()}@example.com`;
  fake.setUser({
    sub: `e2e-only-${Date.now()}`,
    email: googleEmail,
    name: "Grace",
    email_verified: true,
  });
  await openHomeAsGuest(page, server.url);
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await page
    .getByRole("dialog", { name: "Welcome Home" })
    .getByRole("button", { name: "Continue with Google" })
    .click();
  await page.waitForURL(`${server.url}/`);
  await expectSignedInAs(page, googleEmail);

  await page.goto(`${server.url}/settings`);
  const drawer = page.getByRole("dialog", { name: "Settings" });
  await expect(drawer.getByText(`Linked (${googleEmail})`)).toBeVisible();
  await expect(drawer.getByText("Not set")).toBeVisible();
  // no password yet: unlinking is refused with the docs/behaviour/messages.md text, and two-factor
  // needs a password first
  await expect(drawer.getByRole("button", { name: "Set up two-factor" })).toHaveCount(0);
  await drawer.getByRole("button", { name: "Unlink Google" }).click();
  await expect(
    drawer.getByText("Cannot unlink Google account without setting a password first"),
  ).toBeVisible();
  await shootBoth(page, "settings-account-unlink-refused");
  const unlinkNow = await page.request.post(`${server.url}/api/account/unlink-google`, {
    headers: { origin: server.url },
  });
  expect(unlinkNow.status()).toBe(400);
  await drawer.getByRole("button", { name: "Cancel" }).click();

  await drawer.getByRole("button", { name: "Set password" }).click();
  await expect(drawer.getByLabel("New password", { exact: true })).toBeVisible();
  await shootBoth(page, "settings-account-set-password");
  await drawer.getByLabel("New password", { exact: true }).fill("google-then-pass-3");
  await drawer.getByLabel("Confirm new password").fill("google-then-pass-3");
  await drawer.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Password set successfully!")).toBeVisible();
  await expect(drawer.getByText("Set", { exact: true })).toBeVisible();

  await drawer.getByRole("button", { name: "Unlink Google" }).click();
  await expect(
    drawer.getByText("After unlinking, sign in with your email and password."),
  ).toBeVisible();
  await shootBoth(page, "settings-account-unlink");
  await drawer.getByRole("button", { name: "Unlink Google" }).click();
  await expect(page.getByText("Google account unlinked successfully")).toBeVisible();
  await expect(drawer.getByText("Not linked")).toBeVisible();

  // the same person now signs in with the address and the password alone
  const signIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: googleEmail, password: "google-then-pass-3" },
    headers: { origin: server.url },
  });
  expect(signIn.status()).toBe(200);
});
