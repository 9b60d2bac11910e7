import { expect, test, type Page } from "@playwright/test";
import { openHomeSignedIn } from "./support/api";

const isPatch = (url: string, method: string) =>
  /\/api\/tasks\/[^/]+$/.test(url) && method === "PATCH";

function savedIndicator(page: Page) {
  return page.getByRole("status").filter({ hasText: "Changes saved" });
}

test("an edit survives a reload before the 600 ms autosave and one right after it", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "autosave");
  const task = await api.createTask("Pack for the trip");
  const details = page.getByLabel("Details");
  let patches = 0;
  page.on("request", (r) => {
    if (isPatch(r.url(), r.method())) patches += 1;
  });

  // 1. Reload before the autosave fires: the page's clock is paused so the 600 ms timer cannot
  //    run; the unsaved draft must come back from the browser and be sent after the reload.
  await page.clock.install();
  await page.goto(`/tasks/${task.id}`);
  await expect(details).toHaveValue("Pack for the trip");
  await page.clock.pauseAt(Date.now() + 1_000);
  await details.press("Control+End");
  await details.pressSequentially(", chargers and the blue jacket");
  await page.getByLabel("Title").fill("Trip");
  expect(patches).toBe(0);
  const afterReload = page.waitForResponse((r) => isPatch(r.url(), r.request().method()));
  await page.reload();
  await page.clock.resume();
  await expect(details).toHaveValue("Pack for the trip, chargers and the blue jacket");
  await expect(page.getByLabel("Title")).toHaveValue("Trip");
  expect((await afterReload).ok()).toBe(true);
  await expect(savedIndicator(page)).toBeVisible();
  const first = (await api.tasks()).find((t) => t.id === task.id);
  expect([first?.title, first?.text]).toEqual([
    "Trip",
    "Pack for the trip, chargers and the blue jacket",
  ]);

  // 2. Reload the moment the autosave request leaves (its answer may not have arrived yet)
  await page.reload();
  await expect(details).toHaveValue("Pack for the trip, chargers and the blue jacket");
  const sent = page.waitForRequest((r) => isPatch(r.url(), r.method()));
  await details.fill("Pack for the trip: chargers, blue jacket, passport");
  await sent;
  await page.reload();
  await expect(details).toHaveValue("Pack for the trip: chargers, blue jacket, passport");
  await expect
    .poll(async () => (await api.tasks()).find((t) => t.id === task.id)?.text)
    .toBe("Pack for the trip: chargers, blue jacket, passport");

  // 3. The ordinary case: type, wait, 'Changes saved', reload, still there
  await details.fill("Pack for the trip: chargers, blue jacket, passport, sunscreen");
  await expect(page.getByRole("status").filter({ hasText: "Saving" })).toHaveText(/Saving/);
  await expect(savedIndicator(page)).toBeVisible();
  await page.reload();
  await expect(details).toHaveValue(
    "Pack for the trip: chargers, blue jacket, passport, sunscreen",
  );
  // nothing left over: the draft was cleared once the server had it
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => /draft/i.test(k) && localStorage.getItem(k)),
    ),
  ).toEqual([]);
});

test("saves made while typing show the score of the words once they rest (decision 0033)", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "settle");
  const goal = await api.createMainGoal("Run a marathon in the spring");
  const task = await api.createTask("Long run of 30 km at marathon pace");
  const last = "Buy a birthday card for Anna today";
  // the same words as a thought of their own, scored when created: what the edited one must show
  const want = (await api.createTask(last)).goalAssessments[goal.id]?.score;
  expect(want).toBeDefined();
  await page.goto(`/tasks/${task.id}`);
  const details = page.getByLabel("Details");
  await expect(details).toHaveValue("Long run of 30 km at marathon pace");
  await page.getByRole("button", { name: /Task Details/ }).click();
  const first = page.waitForResponse((r) => isPatch(r.url(), r.request().method()));
  await details.fill("Long run of 32 km at marathon pace");
  await first;
  // the next save follows within moments: its words are scored once they have rested
  const second = page.waitForResponse((r) => isPatch(r.url(), r.request().method()));
  await details.fill(last);
  expect((await second).ok()).toBe(true);
  await expect(page.getByText(`${want} (1 comes first, 10000 last)`)).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api.tasks()).find((t) => t.id === task.id)?.goalAssessments[goal.id]?.score,
    )
    .toBe(want);
});
