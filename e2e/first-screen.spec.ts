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

/**
 * The server draws a signed-in person's home into the page (decision 0028): with no JavaScript at
 * all their goal and thoughts are there, their words shown as words; with it, the app takes that
 * markup over without drawing it again or reporting a difference, and it can then be used.
 */
test("home is drawn by the server first, and the app takes it over", async ({ page, browser }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  const { api } = await openHomeSignedIn(page, "first-paint");
  const base = process.env.E2E_BASE_URL ?? "";
  const goal = await page.request.post("/api/goals/main", {
    data: { description: "Run a half marathon in the spring" },
    headers: { origin: base },
  });
  expect(goal.ok()).toBe(true);
  const hostile = "<img src=x onerror=alert(1)> Buy new running shoes";
  const thoughts = [
    await api.createTask(hostile),
    await api.createTask("Long run on Sunday, 14 km easy"),
  ];

  const still = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await still.newPage();
  let dialogs = 0;
  plain.on("dialog", () => (dialogs += 1));
  await plain.goto(`${base}/`);
  await expect(plain.getByText("Run a half marathon in the spring")).toBeVisible();
  await expect(homeCard(plain, "Long run on Sunday, 14 km easy")).toBeVisible();
  await expect(homeCard(plain, hostile)).toBeVisible();
  await expect(plain.locator("#root img[src='x']")).toHaveCount(0);
  await expect(plain.locator("[data-first-paint]")).toHaveAttribute("inert", "");
  // Add Thought is drawn by the server too, empty
  await plain.goto(`${base}/add`);
  await expect(plain.getByRole("heading", { name: "Add Thought" })).toBeVisible();
  await expect(plain.getByLabel("Thought", { exact: true })).toHaveValue("");
  expect(dialogs).toBe(0);
  await still.close();

  // nothing on the painted page moves once it is on screen, on a phone (the cards on screen are
  // drawn whole at once, decision 0029), through the takeover too; the thoughts' pictures are
  // made in the background, so the page measured is one drawn with them (a picture arriving later
  // is new content, and moves what is below it)
  for (const { id } of thoughts) await api.waitForPicture(id);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const page = window as unknown as { shifted: number };
    page.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        page.shifted += (entry as { value?: number }).value ?? 0;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.reload();
  const painted = page.locator("[data-first-paint]");
  await expect(painted).toHaveCount(1);
  await expect(painted).not.toHaveAttribute("inert");
  await expect(homeCard(page, "Long run on Sunday, 14 km easy").locator("img")).toBeVisible();
  // the app's code is asked for once the painted screen's first picture is in (or after a second
  // at most; server/src/http/start-after-paint.ts), not beside the page: asked for with the page,
  // it arrived first and ran before the picture was painted
  const started = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const picture = document.querySelector<HTMLImageElement>(
      '#root img:not([loading="lazy"])',
    )?.currentSrc;
    const code = resources.filter((r) => /\/assets\/[^/]+\.js$/.test(r.name));
    return {
      pictureIn: resources.find((r) => r.name === picture)?.responseEnd ?? null,
      codeAsked: Math.min(...code.map((r) => r.startTime)),
    };
  });
  expect(started.pictureIn).not.toBeNull();
  expect(started.codeAsked).toBeGreaterThanOrEqual(Math.min(started.pictureIn ?? Infinity, 1000));
  // a sub-pixel settling (one run in a clean-checkout CI read 0.0001) is not a move a person sees;
  // the cards laid out at a stand-in height first read 0.055 here, Lighthouse 0.062
  expect(
    await page.evaluate(() => (window as unknown as { shifted: number }).shifted),
  ).toBeLessThan(0.005);
  // a choice only this device keeps is not in the server's paint: the app shows it on taking over
  await page.evaluate(() => localStorage.setItem("firstly.homepage-mobile-columns", "2"));
  await page.reload();
  await expect(page.getByRole("button", { name: "Show one column" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your thoughts, most important first" })).toHaveClass(
    /(^|\s)grid-cols-2(\s|$)/,
  );
  await homeCard(page, "Long run on Sunday, 14 km easy").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/tasks\//);
  // Settings and Completed are drawn as home by the server; their drawer comes with the takeover,
  // in the same render (decision 0029), with nothing reported
  for (const [path, title] of [
    ["/settings", "Settings"],
    ["/completed", "Completed Goals"],
  ] as const) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await expect(page.locator("[data-first-paint]")).not.toHaveAttribute("inert");
    await expect(page.getByRole("dialog", { name: title })).toBeFocused();
  }
  // on a painted Add Thought the caret goes to the text once the app has taken over, and a draft
  // kept on this device shows then (the server drew the screen empty)
  await page.goto(`${base}/add`);
  const thought = page.getByLabel("Thought", { exact: true });
  await expect(thought).toBeFocused();
  await page.keyboard.type("Book the physio for Tuesday");
  await page.reload();
  await expect(thought).toHaveValue("Book the physio for Tuesday");
  await expect(thought).toBeFocused();
  expect(problems).toEqual([]);
});
