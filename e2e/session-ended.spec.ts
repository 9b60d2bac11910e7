import { expect, test, type Browser, type Page } from "@playwright/test";
import { homeCard, openHomeSignedIn } from "./support/api";
import { PASSWORD } from "./support/people";

/**
 * Another device signs in and changes the password, which ends every other session
 * (docs/behaviour/states.md).
 */
async function changePasswordElsewhere(
  browser: Browser,
  email: string,
  password: string,
  newPassword: string,
) {
  const origin = process.env.E2E_BASE_URL ?? "";
  const other = await browser.newContext();
  const signIn = await other.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin },
  });
  expect(signIn.ok()).toBe(true);
  const changed = await other.request.post("/api/auth/change-password", {
    data: { currentPassword: password, newPassword },
    headers: { origin },
  });
  expect(changed.ok()).toBe(true);
  await other.close();
}

async function expectSessionEndedNotice(page: Page, email: string) {
  const notice = page.getByRole("alert").filter({ hasText: "Your session ended" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(email);
  // the guest path is intact underneath: a guest session starts, home offers the first steps
  await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
  await expect(homeCard(page, "Pick up the dry cleaning")).toHaveCount(0);
  return notice;
}

test("a session ended elsewhere says so and offers sign-in, with the guest path intact", async ({
  page,
  browser,
}) => {
  const { api, email } = await openHomeSignedIn(page, "ended");
  await api.createTask("Pick up the dry cleaning");
  await page.reload();
  await expect(homeCard(page, "Pick up the dry cleaning")).toBeVisible();

  // the open page finds out at its next request (a 401), then after a reload too
  await changePasswordElsewhere(browser, email, PASSWORD, "another-secret-42");
  await page.getByRole("link", { name: /Pick up the dry cleaning/ }).click();
  await expectSessionEndedNotice(page, email);

  // Sign In from the notice: the person's list is back
  const notice = page.getByRole("alert").filter({ hasText: "Your session ended" });
  await notice.getByRole("button", { name: "Sign In" }).click();
  const sheet = page.getByRole("dialog", { name: "Welcome Home" });
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Password", { exact: true }).fill("another-secret-42");
  await sheet.getByRole("button", { name: "Sign In", exact: true, pressed: false }).click();
  await expect(homeCard(page, "Pick up the dry cleaning")).toBeVisible();
  await expect(notice).toHaveCount(0);

  // ended again, found on a fresh load this time
  await changePasswordElsewhere(browser, email, "another-secret-42", PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectSessionEndedNotice(page, email);
});
