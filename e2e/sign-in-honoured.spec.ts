import path from "node:path";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import type { Usage } from "@firstly/core/contract/session";
import { Api } from "./support/api";
import {
  addThought,
  chooseMode,
  expectSignedInAs,
  markOnboardingSeen,
  openHomeAsGuest,
  openWelcomeSheet,
  PASSWORD,
  signInInSheet,
  signOut,
  signUpInSheet,
  submitButton,
  uniqueEmail,
} from "./support/people";
import { mainGoalBanner, setMainGoalInUi } from "./support/goals";
import { startServer, type RunningServer } from "./support/start-server";

/** Issue 25: every sign-in honoured, nobody locked out. */
const SHOTS = "/tmp/shots-sign-in";

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
}

test("a free user at 25/25 signs in from a browser holding guest thoughts and lands signed in with the waiting note", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  // the account has used its 25 free items this month (arranged through the API elsewhere)
  const owner = await playwrightRequest.newContext({ baseURL: base });
  const email = await new Api(owner, base).signUp(uniqueEmail("full"));
  const ownerApi = new Api(owner, base);
  for (let i = 0; i < 25; i++) await ownerApi.createTask(`account thought ${i + 1}`);
  await owner.dispose();

  await openHomeAsGuest(page);
  for (const text of ["call the plumber", "book the dentist", "return the library books"]) {
    await addThought(page, text);
  }

  await signInInSheet(page, email);
  const note = page.getByRole("region", { name: "Thoughts waiting" });
  await expect(note).toContainText("3 thoughts from before you signed in are waiting");
  await expect(note.getByRole("button", { name: "Upgrade to Pro" })).toBeVisible();
  const usage = (await (await page.request.get("/api/usage")).json()) as Usage;
  expect(usage.totalItems).toBe(25);
  expect(usage.totalItems).toBeLessThanOrEqual(usage.limit ?? 25);
  // the guest's thoughts are not in the list, and not lost: the note still counts them after a reload
  await expect(page.getByText("call the plumber")).toHaveCount(0);
  await page.reload();
  await expectSignedInAs(page, email);
  await expect(note).toContainText("3 thoughts from before you signed in are waiting");
  await page
    .getByRole("dialog")
    .waitFor({ state: "detached" })
    .catch(() => undefined);
  await shoot(page, "waiting-note");
  await note.getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(page.getByRole("dialog", { name: "Firstly Pro" })).toBeVisible();
});

test("a guest's main goal completed on arrival is told once, with a link to Completed Goals", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const owner = await playwrightRequest.newContext({ baseURL: base });
  const ownerApi = new Api(owner, base);
  const email = await ownerApi.signUp(uniqueEmail("two-goals"));
  await ownerApi.createMainGoal("Ship the garden shed before winter");
  await owner.dispose();

  await openHomeAsGuest(page);
  await setMainGoalInUi(page, "Learn to sail a dinghy");
  await signInInSheet(page, email);
  await expect(mainGoalBanner(page)).toContainText("Ship the garden shed before winter");
  const notice = page.getByRole("region", { name: "Your goal from before you signed in" });
  await expect(notice).toContainText("Learn to sail a dinghy");
  await expect(notice).toContainText(
    "is in Completed Goals: this account already had a main goal.",
  );
  await page
    .getByRole("dialog")
    .waitFor({ state: "detached" })
    .catch(() => undefined);
  await shoot(page, "goal-notice");
  await notice.getByRole("link", { name: "See it in Completed Goals" }).click();
  await expect(page).toHaveURL(/\/completed$/);
  await expect(page.getByRole("dialog", { name: "Completed Goals" })).toContainText(
    "Learn to sail a dinghy",
  );
  // told once: home no longer says it
  await page.goto("/");
  await expectSignedInAs(page, email);
  await expect(mainGoalBanner(page)).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test.describe("an attack on an account from many addresses", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // behind a proxy the client's address is the X-Forwarded-For entry: the burst below comes
    // from 30 different addresses, as a real one spread over a botnet would
    server = await startServer({ TRUST_PROXY: "true" });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("the owner signs in during a burst of wrong passwords; a fresh browser is told when to retry", async ({
    page,
    browser,
  }) => {
    await markOnboardingSeen(page);
    const email = uniqueEmail("attacked");
    await openHomeAsGuest(page, server.url);
    await signUpInSheet(page, email);
    await signOut(page);

    const attacker = await playwrightRequest.newContext({ baseURL: server.url });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await attacker.post("/api/auth/sign-in/email", {
        headers: { origin: server.url, "x-forwarded-for": `203.0.113.${i + 1}` },
        data: { email, password: `guess-${i}` },
      });
      statuses.push(res.status());
    }
    await attacker.dispose();
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);

    // the owner's browser has signed in to the account before: it gets in
    await signInInSheet(page, email);

    // a browser the account has never seen meets the wall, and is told what to do
    const fresh = await browser.newContext();
    const stranger = await fresh.newPage();
    await markOnboardingSeen(stranger);
    await openHomeAsGuest(stranger, server.url);
    const sheet = await openWelcomeSheet(stranger);
    await chooseMode(sheet, "Sign In");
    await sheet.getByLabel("Email").fill(email);
    await sheet.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await submitButton(sheet, "Sign In").click();
    const alert = sheet.getByRole("alert");
    await expect(alert).toContainText("Too many sign-in attempts for this account.");
    await expect(alert).toContainText(/Try again in (9|10) minutes/);
    await expect(alert).toContainText("reset your password now with 'Forgot password?'");
    await shoot(stranger, "locked-out");
    await fresh.close();
  });
});
