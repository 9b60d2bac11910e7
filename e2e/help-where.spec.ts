import { expect, test, type Locator, type Page } from "@playwright/test";
import { HELP_TOPICS } from "@firstly/core/help/help-topics";
import { actionBar, homeCards, openHomeSignedIn } from "./support/api";
import { mainGoalBanner } from "./support/goals";
import { openHomeAsGuest } from "./support/people";

/**
 * Issue #26: every help topic's "where" (its `location`, e.g. "Task view → Schedule..., Delay;
 * Settings → Push notifications") is true against the UI. Each place is opened and each named
 * thing must be on screen there. A place or thing this journey does not know fails the test, so a
 * changed "where" comes with its check.
 */
type Place = "Home" | "Menu" | "Settings" | "Task view" | "Help";

interface Where {
  place: Place;
  thing: string;
  topic: string;
}

function wheres(): Where[] {
  return HELP_TOPICS.flatMap((topic) =>
    topic.location.split(";").flatMap((part) => {
      const [place, things = ""] = part.split("→").map((s) => s.trim());
      return things.split(",").map((thing) => ({
        place: place as Place,
        thing: thing.trim(),
        topic: topic.id,
      }));
    }),
  );
}

/** Things named in prose rather than by their label on screen. */
const described: Record<string, (page: Page, scope: Locator) => Locator> = {
  "the main goal banner": (page) => mainGoalBanner(page),
  "+ button": (page) => page.getByRole("link", { name: "Add thought" }),
  "a card's colour": (page) => homeCards(page).and(page.locator("[class*='tier-']")).first(),
  "tap a card": (page) => homeCards(page).first().getByRole("link").first(),
  "usage badge": (_page, scope) => scope.getByRole("button", { name: /Free plan/ }),
  "action bar": (page) => actionBar(page),
  "Schedule...": (page) => page.getByRole("button", { name: "Schedule..." }),
  "Task Details": (page) => page.getByRole("button", { name: /Task Details/ }),
};

function thingOnScreen(page: Page, scope: Locator, where: Where): Locator {
  const special = described[where.thing];
  if (special) return special(page, scope);
  if (where.place === "Settings") {
    return scope.getByRole("region", { name: where.thing, exact: true });
  }
  return scope
    .getByRole("link", { name: where.thing, exact: true })
    .or(scope.getByRole("button", { name: where.thing, exact: true }))
    .first();
}

test("every help topic's 'where' is true against the UI", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { api } = await openHomeSignedIn(page, "help-where");
  await api.createMainGoal("Run a half marathon in April");
  const task = await api.createTask("Book a physio check for my knee");
  await api.waitForScores(1);

  const all = wheres();
  const known: Place[] = ["Home", "Menu", "Settings", "Task view", "Help"];
  for (const where of all) expect(known, `${where.topic}: ${where.place}`).toContain(where.place);

  const open: Record<Place, () => Promise<Locator>> = {
    Home: async () => {
      await page.goto("/");
      return page.getByRole("main");
    },
    Menu: async () => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      return page.getByRole("dialog", { name: "Menu" });
    },
    Settings: async () => {
      await page.goto("/settings");
      return page.getByRole("dialog", { name: "Settings" });
    },
    "Task view": async () => {
      await page.goto(`/tasks/${task.id}`);
      return page.locator("body");
    },
    Help: async () => {
      await page.goto("/help");
      return page.getByRole("main");
    },
  };

  for (const where of all) {
    // the guest's menu: Sign In and Sign Up are offered to people without an account
    if (where.thing === "Sign In / Sign Up") {
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        storageState: process.env.E2E_STORAGE_STATE,
      });
      const guest = await context.newPage();
      await openHomeAsGuest(guest);
      await guest.getByRole("button", { name: "Open menu" }).click();
      const menu = guest.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("button", { name: "Sign In" })).toBeVisible();
      await expect(menu.getByRole("button", { name: "Sign Up" })).toBeVisible();
      await context.close();
      continue;
    }
    const scope = await open[where.place]();
    await expect(
      thingOnScreen(page, scope, where),
      `help topic '${where.topic}' says: ${where.place} → ${where.thing}`,
    ).toBeVisible();
  }
});
