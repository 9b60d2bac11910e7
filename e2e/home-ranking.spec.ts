import { expect, test, type Locator } from "@playwright/test";
import { cardOrder, cardTiers, homeCard, homeCards, openHomeSignedIn } from "./support/api";
import { setMainGoalInUi } from "./support/goals";
import { addThought } from "./support/people";

const goal = "Run my first marathon in Valencia under 4:30";
const running = "long run sunday 18k slow pace";
const chore = "renew car insurance";
const contradiction = "skip the long runs for three weeks";
const later = "interval session 6x800m at marathon pace on tuesday";

/**
 * The tint a card is drawn with (docs/behaviour/states.md#score-tiers tier colours): the link's
 * computed background.
 */
async function tint(card: Locator): Promise<string> {
  return card.getByRole("link").evaluate((el) => getComputedStyle(el).backgroundColor);
}

test("home ranks thoughts against the main goal, tints them by tier and re-ranks live", async ({
  page,
}) => {
  await openHomeSignedIn(page, "ranking");
  await setMainGoalInUi(page, goal);

  // the running thought is added last: the newest note shows first for 2 hours
  // (docs/behaviour/navigation.md#screens), apart
  // as 'Just added' with no rank (issue #26); the ranked list below starts at #1
  for (const text of [contradiction, chore, running]) await addThought(page, text);

  // scores arrive in the background and reach the page through server-sent events
  await expect(homeCards(page)).toHaveCount(3);
  await expect
    .poll(() => cardTiers(page), { message: "every card scored (tier class on each card)" })
    .toEqual(["critical", "optional", "obstacle"]);
  const order = await cardOrder(page);
  expect(order[0]).toContain(running);
  expect(order[1]).toContain(chore);
  expect(order[2]).toContain(contradiction);
  await expect(homeCard(page, running)).toContainText("Just added");
  await expect(homeCard(page, running)).not.toContainText("#");
  await expect(homeCard(page, chore)).toContainText("#1");
  await expect(homeCard(page, contradiction)).toContainText("#2");

  // tier tints and labels: the running card is critical (red), the contradiction an obstacle,
  // the unrelated chore only Optional (Obstacle means works against the goal)
  await expect(homeCard(page, running)).toContainText("Critical Priority");
  await expect(homeCard(page, contradiction)).toContainText("Obstacle");
  await expect(homeCard(page, chore)).toContainText("Optional");
  const [critical, obstacle] = [
    await tint(homeCard(page, running)),
    await tint(homeCard(page, contradiction)),
  ];
  expect(critical).not.toBe(obstacle);
  expect(critical).not.toBe("rgba(0, 0, 0, 0)");

  // a thought added in another tab shows up here without a reload
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const other = await page.context().newPage();
  await other.goto("/");
  await addThought(other, later);
  await other.close();

  // the new thought is the one just added; the running one joins the ranked list and leads it
  await expect(homeCard(page, later)).toContainText("Just added");
  await expect(homeCards(page)).toHaveCount(4);
  await expect(homeCard(page, running)).toContainText("#1");
  // …and its tier label turns from Unscored to a real tier once the engine has scored it
  await expect(homeCard(page, later)).not.toContainText("Unscored");

  // focused mode shows the just-added thought and the top three ranked: the contradiction last
  await expect(page.getByRole("button", { name: "Show all" })).toHaveCount(0);
  await expect(homeCards(page).last()).toContainText(contradiction);
  await expect(homeCards(page).first()).toContainText(later);
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
});
