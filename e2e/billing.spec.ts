import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { startFakeStripe, type FakeStripe } from "../server/test/support/fake-stripe";
import { Api } from "./support/api";
import { markOnboardingSeen, uniqueEmail } from "./support/people";
import { startServer, type RunningServer } from "./support/start-server";

/**
 * Pro with Stripe end to end: a second real server with STRIPE_* pointing the `stripe` SDK at the
 * local stand-in. The browser really leaves the app for the stand-in's hosted Checkout page, which
 * delivers signed webhooks to the server and sends the person back, as Stripe does.
 */
const shots = process.env.SHOTS_DIR ?? "/tmp/shots-billing";

async function shootBoth(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const [label, width, height] of [
    ["390", 390, 844],
    ["1280", 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    await page.screenshot({
      path: path.join(shots, `${name}-${label}.png`),
      animations: "disabled",
    });
  }
}

let fake: FakeStripe;
let server: RunningServer;

test.beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startServer({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PRICE_ID: fake.priceId,
    STRIPE_API_BASE: fake.apiBase,
  });
  fake.webhookUrl = `${server.url}/api/billing/webhook`;
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** A new signed-in person on the billing server, home open. */
async function signedIn(browser: Browser, label: string) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await markOnboardingSeen(page);
  const api = new Api(page.request, server.url);
  const email = await api.signUp(uniqueEmail(label));
  await page.goto("/");
  await expect(page.getByRole("banner").getByText(`Signed in as ${email}`)).toBeAttached();
  return { page, api, close: () => context.close() };
}

test("a free user at the limit upgrades through Checkout, sees 'Unlimited' and adds a 26th thought", async ({
  browser,
}) => {
  const { page, api, close } = await signedIn(browser, "upgrade");
  await api.createMainGoal("Ship the spring collection of the shop by March");
  for (let i = 1; i <= 24; i++) await api.createTask(`stock item ${i}`);

  await page.reload();
  await page.getByRole("link", { name: "Add thought" }).first().click();
  await page.getByLabel("Thought", { exact: true }).fill("photograph the new scarves");
  await page.getByRole("button", { name: "Done" }).click();
  const dialog = page.getByRole("dialog", { name: "Monthly Item Limit Reached" });
  await expect(dialog).toContainText("You've used 25 of 25 items this month.");
  // the configured Stripe price (the stand-in's 14.00 EUR a month), never a fixed one
  await expect(dialog).toContainText("€14.00 a month, with a 12-day free trial.");
  await dialog.getByRole("button", { name: "Upgrade to Pro" }).click();

  // Stripe's hosted Checkout (the stand-in): the plan with its trial
  await page.waitForURL(`${fake.apiBase}/checkout/**`);
  await expect(page.getByText("12-day free trial")).toBeVisible();
  await page.getByRole("button", { name: "Start trial" }).click();

  await page.waitForURL(new RegExp(`^${server.url}/success\\?session_id=cs_test_`));
  await expect(page.getByRole("heading", { name: "Welcome to Pro" })).toBeVisible();
  await expect(page.getByText("Unlimited", { exact: true })).toBeVisible();
  await expect(page.getByText("Unlimited tasks remaining this month")).toBeVisible();
  await expect(page.getByText(/free trial has started/)).toBeVisible();
  expect(fake.delivered.map((d) => d.status)).toEqual([200, 200, 200]);
  await shootBoth(page, "success");

  // the side menu's badge, and the subscription screen it opens
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Back to my thoughts" }).click();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Unlimited: your Pro subscription" }).click();
  await expect(page).toHaveURL(`${server.url}/subscription`);
  await expect(page.getByText(/You're on Pro: free trial until/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Manage billing" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);
  // docs/behaviour/billing.md: no floating add button on the subscription screen
  await expect(page.getByRole("link", { name: "Add thought" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText("Please contact support to cancel your subscription")).toBeVisible();
  await shootBoth(page, "subscription-pro");

  // the refused draft comes back and is saved now: the 26th item this month
  await page.goto("/add");
  await expect(page.getByLabel("Thought", { exact: true })).toHaveValue(
    "photograph the new scarves",
  );
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/tasks") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Done" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByText("photograph the new scarves")).toBeVisible();
  expect((await api.tasks()).length).toBe(25);

  // Manage billing opens Stripe's portal, whose return link comes back to /subscription
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Manage billing" }).click();
  await page.waitForURL(`${fake.apiBase}/portal/**`);
  await page.getByRole("link", { name: "Return to Firstly" }).click();
  await expect(page).toHaveURL(`${server.url}/subscription`);
  await close();
});

test("a cancelled checkout lands on /subscription, which says nothing was charged", async ({
  browser,
}) => {
  const { page, close } = await signedIn(browser, "cancel");
  await page.goto("/subscription");
  await expect(page.getByText("You're on the free plan: 25 items a month.")).toBeVisible();
  await expect(page.getByText("€14.00", { exact: true })).toBeVisible();
  await expect(page.getByText("Free for the first 12 days, then €14.00 a month.")).toBeVisible();
  await shootBoth(page, "subscription-free");
  await page.getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.waitForURL(`${fake.apiBase}/checkout/**`);
  await page.getByRole("button", { name: "Cancel" }).click();

  // back on our subscription screen, the query cleared (docs/behaviour/billing.md)
  await expect(page).toHaveURL(`${server.url}/subscription`);
  await expect(page.getByRole("status").filter({ hasText: "Checkout was canceled" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toBeVisible();
  await shootBoth(page, "subscription-canceled");

  // the docs/behaviour/billing.md own return query: canceled=true anywhere opens the subscription
  // screen
  await page.goto("/?canceled=true");
  await expect(page).toHaveURL(`${server.url}/subscription`);
  await expect(page.getByRole("heading", { name: "Subscription" })).toBeVisible();
  await close();
});
