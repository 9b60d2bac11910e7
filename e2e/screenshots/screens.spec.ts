import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { totp } from "../../server/test/support/totp";
import { addThought, openHomeAsGuest } from "../support/people";

/**
 * Screenshots of the main screens at a phone and a laptop size, for people to look at. Nothing is
 * compared pixel by pixel; a screen that does not appear fails like any journey would, but
 * animations, fonts or images still loading never do.
 */
const dir = path.resolve(import.meta.dirname, "../../test-results/screenshots");
const sizes = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

async function shoot(page: Page, name: string) {
  mkdirSync(dir, { recursive: true });
  // let slide-in animations settle; a still-moving frame is fine, a failed run is not
  await page.waitForTimeout(600);
  await page.screenshot({
    path: path.join(dir, `${name}.png`),
    animations: "disabled",
    fullPage: false,
  });
}

/** the last one is the newest, so home pins it first (docs/behaviour/home.md) */
const thoughts = [
  { title: "Groceries", text: "Milk, eggs, spinach, coffee beans, something for dinner on Friday" },
  { title: "Gym", text: "Book two gym sessions this week" },
  { title: "", text: "Reply to Marta about the conference talk proposal and the travel budget" },
  {
    title: "Quarterly report",
    text: "Draft the quarterly report outline and send it to Sam for review",
  },
];

for (const size of sizes) {
  test(`screens at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openHomeAsGuest(page);
    await shoot(page, `${size.name}-home-empty`);

    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const sheet = page.getByRole("dialog", { name: "Welcome Home" });
    await expect(sheet).toBeVisible();
    await shoot(page, `${size.name}-sheet-sign-in`);
    await sheet.getByRole("group").getByRole("button", { name: "Sign Up", exact: true }).click();
    await sheet.getByLabel("Email").fill("not-an-email");
    await sheet.getByLabel("Password", { exact: true }).fill("123");
    await sheet.getByLabel("Confirm password").fill("1234");
    await sheet.getByLabel("Confirm password").blur();
    await sheet.getByLabel("Email").focus();
    await sheet.getByLabel("Email").blur();
    await shoot(page, `${size.name}-sheet-sign-up-errors`);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();

    await page.getByRole("link", { name: "Add Your First Thought" }).click();
    await expect(page.getByRole("heading", { name: "Add Thought" })).toBeVisible();
    await page.getByLabel("Title").fill("Plan the weekend");
    await page
      .getByLabel("Thought", { exact: true })
      .fill("Pick a hike, check the weather, pack snacks");
    await shoot(page, `${size.name}-add-thought`);
    await page.getByRole("button", { name: "Discard and close" }).click();
    // typed words go only when the person says so (issue 25)
    await page
      .getByRole("dialog", { name: "Discard this thought?" })
      .getByRole("button", { name: "Discard", exact: true })
      .click();

    for (const t of thoughts) await addThought(page, t.text, t.title || undefined);
    await expect(page.getByRole("link", { name: /Quarterly report/ })).toBeVisible();
    await shoot(page, `${size.name}-home-with-thoughts`);

    await page.getByRole("link", { name: /Quarterly report/ }).click();
    await expect(page).toHaveURL(/\/tasks\//);
    await expect(page.getByRole("textbox").first()).toBeVisible();
    await shoot(page, `${size.name}-task-view`);

    await page.goto("/search");
    const search = page.getByRole("dialog", { name: "Search" });
    await search.getByRole("searchbox").fill("food");
    await expect(search.getByRole("listitem").first()).toContainText("Groceries");
    await shoot(page, `${size.name}-search`);
    await search.getByRole("button", { name: "Filters" }).click();
    await search.getByRole("searchbox").fill("gardening");
    await expect(search.getByText("No items found", { exact: true })).toBeVisible();
    await shoot(page, `${size.name}-search-filters-empty`);

    await page.goto("/help");
    await page.getByRole("button", { name: /Priority levels and scores/ }).click();
    await shoot(page, `${size.name}-help`);
    await page.getByLabel("Search help").fill("urgent");
    await expect(page.getByText("Suggested by AI for “urgent”")).toBeVisible();
    await shoot(page, `${size.name}-help-ai`);
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    await shoot(page, `${size.name}-privacy`);
    await page.goto("/help");
    await page.getByRole("button", { name: "Redo Onboarding" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("dialog", { name: "Smart Priority Scoring" })).toBeVisible();
    await shoot(page, `${size.name}-onboarding-scoring`);
  });
}

for (const size of sizes) {
  test(`account screens at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openHomeAsGuest(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const sheet = page.getByRole("dialog", { name: "Welcome Home" });
    await sheet.getByRole("button", { name: "Forgot password?" }).click();
    await expect(sheet.getByRole("button", { name: "Send reset link" })).toBeVisible();
    await shoot(page, `${size.name}-forgot-password`);
    await page.keyboard.press("Escape");

    await page.goto("/reset-password?token=example");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await shoot(page, `${size.name}-reset-password`);

    const email = `shots-${size.name}-${Date.now()}@example.com`;
    const origin = process.env.E2E_BASE_URL ?? "";
    await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: "secret123", name: email },
      headers: { origin },
    });
    await page.goto("/settings");
    const drawer = page.getByRole("dialog", { name: "Settings" });
    await drawer.getByRole("button", { name: "Change password" }).click();
    await drawer.getByLabel("Current password").scrollIntoViewIfNeeded();
    await shoot(page, `${size.name}-settings-account`);
    await drawer.getByRole("button", { name: "Cancel" }).click();

    // every mode of the account card (docs/behaviour/states.md#account-panel-modes); Google's modes
    // are shot in google-sign-in.spec
    await drawer.getByRole("button", { name: "Change email" }).click();
    await drawer.getByLabel("New email").scrollIntoViewIfNeeded();
    await shoot(page, `${size.name}-settings-account-email`);
    await drawer.getByRole("button", { name: "Cancel" }).click();

    await drawer.getByRole("button", { name: "Set up two-factor" }).click();
    await drawer.getByLabel("Current password").fill("secret123");
    await drawer.getByRole("button", { name: "Continue" }).click();
    const qr = drawer.getByRole("img", { name: "QR code for your authenticator app" });
    await expect(qr).toBeVisible();
    await qr.scrollIntoViewIfNeeded();
    await shoot(page, `${size.name}-settings-two-factor-scan`);
    const secret = ((await drawer.getByTestId("two-factor-secret").textContent()) ?? "").replace(
      /\s/g,
      "",
    );
    await drawer.getByLabel("6-digit code from the app").fill(totp(secret));
    await drawer.getByRole("button", { name: "Turn on" }).click();
    await drawer.getByRole("button", { name: "I saved them" }).scrollIntoViewIfNeeded();
    await shoot(page, `${size.name}-settings-two-factor-backup-codes`);
    await drawer.getByRole("button", { name: "I saved them" }).click();
    await drawer.getByRole("button", { name: "Turn off two-factor" }).click();
    await drawer.getByRole("button", { name: "Turn off", exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, `${size.name}-settings-two-factor-off`);

    // the second step of signing in: signed out on this device (the cookie gone), the app says
    // the session ended and offers to sign in again (decision 0023)
    await page.context().clearCookies();
    await openHomeAsGuest(page);
    await page
      .getByRole("alert")
      .filter({ hasText: "Your session ended" })
      .getByRole("button", { name: "Sign In" })
      .click();
    const signIn = page.getByRole("dialog", { name: "Welcome Home" });
    await expect(signIn).toBeVisible();
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill("secret123");
    await signIn.getByRole("button", { name: "Sign In", exact: true, pressed: false }).click();
    await expect(signIn.getByLabel("Authentication code")).toBeVisible();
    await shoot(page, `${size.name}-sign-in-two-factor`);
  });
}
