import { expect, test } from "@playwright/test";
import type { Me } from "@firstly/core/contract/session";
import { Api, cardTiers, homeCard, homeCards } from "./support/api";
import { mainGoalBanner, setMainGoalInUi } from "./support/goals";
import {
  addThought,
  chooseMode,
  expectSignedInAs,
  openHomeAsGuest,
  openWelcomeSheet,
  PASSWORD,
  signInInSheet,
  signOut,
  submitButton,
  uniqueEmail,
} from "./support/people";

const goal = "Run my first marathon in Valencia under 4:30";
const thoughts = [
  "skip the long runs for three weeks",
  "renew car insurance",
  "long run sunday 18k slow pace",
];

test("a guest's main goal and thoughts move into the account they sign up for", async ({
  page,
}) => {
  const email = uniqueEmail("migrate");
  await openHomeAsGuest(page);
  const guest = (await (await page.request.get("/api/me")).json()) as Me;
  expect(guest.user?.isGuest).toBe(true);

  await setMainGoalInUi(page, goal);
  for (const text of thoughts) await addThought(page, text);
  await expect(homeCards(page)).toHaveCount(3);

  // sign up from the header; the migration dialog reports success and closes by itself (2 s)
  const sheet = await openWelcomeSheet(page);
  await chooseMode(sheet, "Sign Up");
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await sheet.getByLabel("Confirm password").fill(PASSWORD);
  await submitButton(sheet, "Sign Up").click();
  const done = page.getByRole("dialog", { name: "All set" });
  await expect(done).toBeVisible();
  await expect(done).toContainText("Your thoughts are now saved to your account.");
  await expect(done).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Welcome Home" })).toBeHidden();
  await expectSignedInAs(page, email);

  // everything is there, owned by the account now
  const me = (await (await page.request.get("/api/me")).json()) as Me;
  expect(me.user).toMatchObject({ email, isGuest: false });
  expect(me.user?.id).not.toBe(guest.user?.id);
  await expect(mainGoalBanner(page)).toContainText(goal);
  await expect(homeCards(page)).toHaveCount(3);
  for (const text of thoughts) await expect(homeCard(page, text)).toBeVisible();
  const api = new Api(page.request, process.env.E2E_BASE_URL ?? "");
  expect((await api.tasks()).map((t) => t.text).sort()).toEqual([...thoughts].sort());
  const goals = await api.goals();
  expect(
    goals.filter((g) => g.type === "main" && g.status === "active").map((g) => g.description),
  ).toEqual([goal]);
  // rescored against the migrated goal (docs/behaviour/states.md#scoring-and-rescoring: rescoring
  // follows 2 s after the move)
  await expect.poll(() => cardTiers(page), { timeout: 15_000 }).not.toContain("unscored");

  // sign out: a fresh guest sees nothing of it; sign back in: all still there
  await signOut(page);
  await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
  for (const text of thoughts) await expect(page.getByText(text)).toHaveCount(0);
  await signInInSheet(page, email);
  await expect(mainGoalBanner(page)).toContainText(goal);
  await expect(homeCards(page)).toHaveCount(3);
  for (const text of thoughts) await expect(homeCard(page, text)).toBeVisible();
  await expect(homeCards(page).first()).toContainText("long run sunday");
});
