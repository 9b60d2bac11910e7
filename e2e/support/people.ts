import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";

export const PASSWORD = "secret123";

/** A fresh address per journey, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;
}

/**
 * Journeys on a second server (another origin) start, like the others, as someone who has seen
 * onboarding: it would otherwise open 1.5 s after their first thought.
 */
export async function markOnboardingSeen(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("firstly.onboarding-seen", "true"));
}

/** Home for a first-time visitor: wait until the guest session exists and the page has settled. */
export async function openHomeAsGuest(page: Page, url = "/"): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
  await appTookOver(page);
}

/**
 * A page the server painted (decision 0028) is inert until the app has taken its markup over:
 * what a test presses or types before then would go nowhere.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator("[data-first-paint][inert]")).toHaveCount(0);
}

/** The 'Welcome Home' sheet, opened from the header's Sign In button. */
export async function openWelcomeSheet(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const sheet = page.getByRole("dialog", { name: "Welcome Home" });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Switches the sheet between its two modes with the 'Sign In' / 'Sign Up' toggle above the form. */
export async function chooseMode(sheet: Locator, mode: "Sign In" | "Sign Up"): Promise<void> {
  const toggle = sheet.getByRole("group").getByRole("button", { name: mode, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
}

/** The sheet's submit button ('Sign In' in login mode, 'Create Account' in signup mode). */
export function submitButton(sheet: Locator, mode: "Sign In" | "Sign Up"): Locator {
  return mode === "Sign Up"
    ? sheet.getByRole("button", { name: "Create Account" })
    : sheet.getByRole("button", { name: "Sign In", exact: true, pressed: false });
}

export async function signUpInSheet(page: Page, email: string, password = PASSWORD): Promise<void> {
  const sheet = await openWelcomeSheet(page);
  await chooseMode(sheet, "Sign Up");
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Password", { exact: true }).fill(password);
  await sheet.getByLabel("Confirm password").fill(password);
  await submitButton(sheet, "Sign Up").click();
  await expect(sheet).toBeHidden();
  await expectSignedInAs(page, email);
}

export async function signInInSheet(page: Page, email: string, password = PASSWORD): Promise<void> {
  const sheet = await openWelcomeSheet(page);
  await chooseMode(sheet, "Sign In");
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Password", { exact: true }).fill(password);
  await submitButton(sheet, "Sign In").click();
  await expect(sheet).toBeHidden();
  await expectSignedInAs(page, email);
}

export async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await expect(page.getByRole("banner").getByText(`Signed in as ${email}`)).toBeAttached();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toHaveCount(0);
}

/** Side menu → Sign out; afterwards the header offers Sign In again. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
}

/**
 * Add Thought (full screen) → type → Done, back on home. Waits for the server to acknowledge the
 * create so a reload right after cannot race the write.
 */
export async function addThought(page: Page, text: string, title?: string): Promise<void> {
  const addButton = page
    .getByRole("link", { name: /^(Add Your First Thought|Add thought)$/ })
    .first();
  await addButton.click();
  await expect(page.getByRole("heading", { name: "Add Thought" })).toBeVisible();
  if (title) await page.getByLabel("Title").fill(title);
  await page.getByLabel("Thought", { exact: true }).fill(text);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/tasks") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Done" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
}
