import { expect, test } from "@playwright/test";
import { homeCard, openHomeSignedIn } from "./support/api";

/**
 * A signed-in person's home arrives with its data inside index.html: it shows while the API's
 * answers are held back, and the service worker's offline copy of the page carries nobody's data.
 */
test("home shows the first screen from the page itself, and the offline shell is anonymous", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "first-screen");
  await api.createTask("Book the physio for Thursday");
  // the API's answers for the first screen never come: home must show from the page alone
  for (const path of ["/api/me", "/api/tasks", "/api/goals", "/api/settings"]) {
    await page.route(`**${path}`, () => undefined);
  }
  await page.reload();
  await expect(homeCard(page, "Book the physio for Thursday")).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // the shell kept for offline use was fetched without cookies
  const shell = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 50; i++) {
      const cached = await caches.match("/");
      if (cached) return cached.text();
      await new Promise((r) => setTimeout(r, 100));
    }
    return null;
  });
  expect(shell).not.toBeNull();
  expect(shell).not.toContain("first-screen");
  expect(shell).not.toContain("Book the physio");
});
