import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { Api } from "./support/api";
import { PASSWORD, openHomeAsGuest, openWelcomeSheet, uniqueEmail } from "./support/people";

/** The newest mail in the e2e server's outbox for `to` (DATA_DIR/outbox, no SMTP configured). */
function newestMailTo(to: string): string | null {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the journeys through global-setup");
  const dir = path.join(dataDir, "outbox");
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith(".eml"))
      .sort();
  } catch {
    return null;
  }
  for (const name of names.reverse()) {
    const mail = readFileSync(path.join(dir, name), "utf8");
    if (mail.includes(`To: ${to}`)) return mail;
  }
  return null;
}

function resetLink(mail: string): string {
  const text = /Content-Transfer-Encoding: quoted-printable/i.test(mail)
    ? mail
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    : mail;
  const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(text)?.[1];
  if (!link) throw new Error("no reset link in the mail");
  return link;
}

async function signInThroughSheet(page: Page, email: string, password: string) {
  const sheet = await openWelcomeSheet(page);
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Password", { exact: true }).fill(password);
  await sheet.getByRole("button", { name: "Sign In", exact: true, pressed: false }).click();
  await expect(page.getByRole("banner").getByText(`Signed in as ${email}`)).toBeAttached();
}

test("forgot password: the mailed link resets it once and the new password signs in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("recover");
  await new Api(page.request, process.env.E2E_BASE_URL ?? "").signUp(email);
  await page.context().clearCookies();
  await openHomeAsGuest(page);

  const sheet = await openWelcomeSheet(page);
  await sheet.getByRole("button", { name: "Forgot password?" }).click();
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByRole("button", { name: "Send reset link" }).click();
  await expect(sheet.getByText("Check your email")).toBeVisible();

  await expect.poll(() => newestMailTo(email), { timeout: 10_000 }).not.toBeNull();
  const link = resetLink(newestMailTo(email) ?? "");
  await page.keyboard.press("Escape");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-7");
  await page.getByLabel("Confirm new password").fill("brand-new-pass-8");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("brand-new-pass-7");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("heading", { name: "Password updated successfully" })).toBeVisible();

  // the link works once
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("another-pass-9");
  await page.getByLabel("Confirm new password").fill("another-pass-9");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText(/expired or was already used/)).toBeVisible();

  await page.goto("/");
  await signInThroughSheet(page, email, "brand-new-pass-7");
});

test("settings: change password, export CSV, and delete the account", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("account");
  const api = new Api(page.request, process.env.E2E_BASE_URL ?? "");
  await api.signUp(email);
  await api.createTask('=SUM(1,2) and "quoted", with a comma');
  await page.goto("/settings");
  const drawer = page.getByRole("dialog", { name: "Settings" });
  await expect(drawer.getByText(email)).toBeVisible();

  await drawer.getByRole("button", { name: "Change password" }).click();
  await drawer.getByLabel("Current password").fill(PASSWORD);
  await drawer.getByLabel("New password", { exact: true }).fill("changed-pass-5");
  await drawer.getByLabel("Confirm new password").fill("changed-pass-5");
  await drawer.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password updated successfully")).toBeVisible();

  // the new password signs in (through the API, the page keeps its session)
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: "changed-pass-5" },
    headers: { origin: process.env.E2E_BASE_URL ?? "" },
  });
  expect(signIn.status()).toBe(200);

  const exported = async (label: string, ext: string) => {
    const download = page.waitForEvent("download");
    await drawer.getByRole("button", { name: `Export as ${label}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^firstly-notes-\\d{4}-\\d{2}-\\d{2}\\.${ext}$`),
    );
    return readFileSync((await file.path()) ?? "", "utf8");
  };
  const json = JSON.parse(await exported("JSON", "json")) as { notes: { content: string }[] };
  expect(json.notes.map((n) => n.content)).toEqual(['=SUM(1,2) and "quoted", with a comma']);
  expect(await exported("TXT", "txt")).toContain('=SUM(1,2) and "quoted", with a comma');
  const csv = await exported("CSV", "csv");
  expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
    "Title,Content,Created,Updated,Goal Score,Visual Tier,Status",
  );
  expect(csv).toContain(`"'=SUM(1,2) and ""quoted"", with a comma"`);

  await drawer.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await confirm.getByLabel("Your password").fill("wrong-password");
  await confirm.getByRole("button", { name: "Delete forever" }).click();
  await expect(confirm.getByRole("alert")).toBeVisible();
  await confirm.getByLabel("Your password").fill("changed-pass-5");
  await confirm.getByRole("button", { name: "Delete forever" }).click();
  await expect(page.getByText("Your account and everything in it were deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: "changed-pass-5" },
    headers: { origin: process.env.E2E_BASE_URL ?? "" },
  });
  expect(res.status()).toBe(401);
});
