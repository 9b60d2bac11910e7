import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { billingMessages, type Subscription } from "@firstly/core/contract/billing";
import type { Usage } from "@firstly/core/contract/session";
import { billingCustomers, billingEvents, subscriptionStatus } from "../src/db/schema";
import { parseEnv } from "../src/env";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";
import { call } from "./support/feature-helpers";
import { startFakeStripe, type FakeStripe, type SignedEvent } from "./support/fake-stripe";
import { openTwoInstances } from "./support/two-instances";

/**
 * Pro with Stripe through the real `stripe` SDK, talking HTTP to a local stand-in that answers
 * Stripe's API and signs its webhooks with the SDK's own test-header helper.
 */
let fake: FakeStripe;
let t: TestApp;
/** the app's clock runs with real time (the stand-in's periods do) plus a skew tests can add */
let skewMs = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    now: () => new Date(Date.now() + skewMs),
    env: {
      AUTH_RATE_LIMIT_MAX: "1000",
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PRICE_ID: fake.priceId,
      STRIPE_API_BASE: fake.apiBase,
    },
  });
  fake.deliver = async (signed) => (await postWebhook(signed.payload, signed.signature)).status;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const postWebhook = (payload: string, signature?: string) =>
  t.app.request("/api/billing/webhook", {
    method: "POST",
    // as Stripe sends it: no Origin, no cookie
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
    body: payload,
  });

const usage = async (cookie: string) => (await call<Usage>(t, "/api/usage", { cookie })).body;
const subscription = (cookie: string) =>
  call<Subscription>(t, "/api/billing/subscription", { cookie });
const checkout = (cookie: string) =>
  call<{ url: string; sessionId: string }>(t, "/api/billing/checkout", {
    cookie,
    method: "POST",
  });
const userIdOf = async (cookie: string) =>
  (await call<{ user: { id: string } }>(t, "/api/me", { cookie })).body.user.id;
const storedRow = async (userId: string) =>
  (
    await t.deps.db.select().from(subscriptionStatus).where(eq(subscriptionStatus.userId, userId))
  )[0];
const retrievals = (subscriptionId: string) =>
  fake.requests.filter(
    (r) => r.method === "GET" && r.path === `/v1/subscriptions/${subscriptionId}`,
  ).length;

/** Signs up, checks out and "pays" at the stand-in; returns the events Stripe would send. */
async function checkedOut(): Promise<{
  cookie: string;
  userId: string;
  subscriptionId: string;
  events: SignedEvent[];
}> {
  const cookie = await t.signUp();
  const session = await checkout(cookie);
  expect(session.status).toBe(200);
  const events = fake.completeCheckout(session.body.sessionId);
  const subscriptionId = String(fake.sessions.get(session.body.sessionId)?.subscription);
  return { cookie, userId: await userIdOf(cookie), subscriptionId, events };
}

describe("checkout through the SDK", () => {
  it("creates a subscription-mode session for the plan's price with the 12-day trial and our URLs", async () => {
    const cookie = await t.signUp();
    const userId = await userIdOf(cookie);
    const before = fake.requests.length;
    const reply = await checkout(cookie);
    expect(reply.status).toBe(200);
    expect(reply.body.url).toBe(`${fake.apiBase}/checkout/${reply.body.sessionId}`);
    const sent = fake.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/customers",
      "POST /v1/checkout/sessions",
    ]);
    expect(sent[1]?.params).toMatchObject({
      mode: "subscription",
      client_reference_id: userId,
      line_items: [{ price: fake.priceId, quantity: "1" }],
      subscription_data: { trial_period_days: "12", metadata: { user_id: userId } },
      success_url: `${TEST_ORIGIN}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/subscription?canceled=true`,
    });

    // the customer is kept and reused by the next checkout
    const again = await checkout(cookie);
    expect(again.status).toBe(200);
    const customers = await t.deps.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    expect(customers).toHaveLength(1);
    expect(fake.requests.slice(before).filter((r) => r.path === "/v1/customers")).toHaveLength(1);
    expect(fake.sessions.get(again.body.sessionId)?.customer).toBe(customers[0]?.customerId);
  });

  it("answers 'Failed to create checkout session' when Stripe does not answer, and the next try works", async () => {
    const cookie = await t.signUp();
    // the SDK retries twice itself
    fake.failNext("/v1/checkout/sessions", 3);
    const failed = await checkout(cookie);
    expect(failed).toMatchObject({
      status: 503,
      error: { code: "SERVICE_UNAVAILABLE", message: billingMessages.checkoutFailed },
    });
    expect((await checkout(cookie)).status).toBe(200);
  });
});

describe("signed webhooks", () => {
  it("a good signature makes the person Pro: 'Unlimited', no limit, status trialing", async () => {
    const { cookie, events } = await checkedOut();
    expect((await usage(cookie)).isPro).toBe(false); // cached as free before the webhooks
    expect(await fake.send(events)).toEqual([200, 200, 200]);
    expect(await usage(cookie)).toMatchObject({
      isPro: true,
      limit: null,
      canUpgrade: true,
      remainingText: "Unlimited tasks remaining this month",
    });
    const status = (await subscription(cookie)).body;
    expect(status).toMatchObject({ billingEnabled: true, plan: "pro", status: "trialing" });
    expect(status.trialEnd).toBeGreaterThan(Date.now() / 1000 + 11 * 86_400);
    expect(status.hasBillingAccount).toBe(true);
    // and the 26th item this month is allowed
    for (let i = 0; i < 26; i++) {
      const created = await call(t, "/api/tasks", {
        cookie,
        body: { id: randomUUID(), text: `pro thought ${i}` },
      });
      expect(created.status).toBe(200);
    }
  });

  it("a bad or missing signature is 400 and changes nothing", async () => {
    const { cookie, userId, subscriptionId } = await checkedOut();
    const subscriptionObject = fake.subscriptions.get(subscriptionId) ?? {};
    const forged = fake.signEvent("customer.subscription.created", subscriptionObject, {
      secret: "whsec_someone_else",
    });
    const bad = await postWebhook(forged.payload, forged.signature);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      "Invalid webhook signature",
    );
    expect((await postWebhook(forged.payload)).status).toBe(400);
    // a genuine signature over other bytes
    const genuine = fake.signEvent("customer.subscription.created", subscriptionObject);
    const tampered = genuine.payload.replace('"trialing"', '"active"');
    expect((await postWebhook(tampered, genuine.signature)).status).toBe(400);

    expect(await storedRow(userId)).toBeUndefined();
    const recorded = await t.deps.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, forged.event.id));
    expect(recorded).toEqual([]);
    expect((await usage(cookie)).isPro).toBe(false);
  });

  it("a replayed event has one effect: stored once, Stripe asked once, later state not undone", async () => {
    const { cookie, userId, subscriptionId, events } = await checkedOut();
    const created = events[0]!;
    expect(await fake.send([created])).toEqual([200]);
    expect(retrievals(subscriptionId)).toBe(1);
    expect(await fake.send([created, created])).toEqual([200, 200]);
    expect(retrievals(subscriptionId)).toBe(1);
    const rows = await t.deps.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, created.event.id));
    expect(rows).toHaveLength(1);

    // canceled since; replaying the old "created" (trialing in its payload) leaves it canceled
    await fake.send([fake.cancelSubscription(subscriptionId)]);
    expect((await storedRow(userId))?.subscriptionStatus).toBe("canceled");
    await fake.send([created]);
    expect((await storedRow(userId))?.subscriptionStatus).toBe("canceled");
    expect((await usage(cookie)).isPro).toBe(false);
  });

  it("out of order: 'deleted' before an older 'updated' and 'created' still ends canceled", async () => {
    const { cookie, userId, subscriptionId, events } = await checkedOut();
    const [created, paid, completed] = events;
    const renewed = fake.updateSubscription(subscriptionId, { status: "active" });
    const deleted = fake.cancelSubscription(subscriptionId);
    expect(await fake.send([deleted, renewed, completed!, paid!, created!])).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(await storedRow(userId)).toMatchObject({
      subscriptionStatus: "canceled",
      subscriptionId,
    });
    expect((await usage(cookie)).isPro).toBe(false);
    expect((await subscription(cookie)).body).toMatchObject({ plan: "free", status: "canceled" });
  });

  it("out of order: checkout completed before subscription created, then a failed payment", async () => {
    const { cookie, userId, subscriptionId, events } = await checkedOut();
    const [created, paid, completed] = events;
    await fake.send([completed!]);
    expect((await usage(cookie)).isPro).toBe(true);
    const failed = fake.signEvent("invoice.payment_failed", {
      id: "in_failed",
      object: "invoice",
      customer: fake.subscriptions.get(subscriptionId)?.customer,
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    fake.updateSubscription(subscriptionId, { status: "past_due" });
    await fake.send([failed, paid!, created!]);
    expect((await storedRow(userId))?.subscriptionStatus).toBe("past_due");
    expect((await usage(cookie)).isPro).toBe(false);
  });

  it("Stripe unreachable while applying: 500, nothing recorded, the redelivery applies it", async () => {
    const { cookie, userId, subscriptionId, events } = await checkedOut();
    fake.failNext(`/v1/subscriptions/${subscriptionId}`, 3);
    expect(await fake.send([events[0]!])).toEqual([500]);
    expect(await storedRow(userId)).toBeUndefined();
    expect(await fake.send([events[0]!])).toEqual([200]);
    expect((await usage(cookie)).isPro).toBe(true);
  });

  it("an event about a customer that is not ours is acknowledged and ignored", async () => {
    const stray = fake.signEvent("customer.subscription.updated", {
      id: "sub_stranger",
      object: "subscription",
      customer: "cus_stranger",
      status: "active",
      metadata: {},
      items: { data: [] },
    });
    expect(await fake.send([stray])).toEqual([200]);
  });
});

describe("status cache (5 minutes)", () => {
  it("keeps the record 5 minutes; a webhook for the person clears it at once", async () => {
    const { cookie, userId, events } = await checkedOut();
    await fake.send(events);
    expect((await usage(cookie)).isPro).toBe(true);
    // on PostgreSQL the webhook's cache-clearing notification also comes back through NOTIFY
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await usage(cookie)).isPro).toBe(true);
    // a change that bypasses webhooks is only seen once the 5 minutes are over
    await t.deps.db
      .update(subscriptionStatus)
      .set({ subscriptionStatus: "canceled" })
      .where(eq(subscriptionStatus.userId, userId));
    expect((await usage(cookie)).isPro).toBe(true);
    skewMs = 4 * 60_000;
    expect((await usage(cookie)).isPro).toBe(true);
    skewMs = 5 * 60_000 + 1_000;
    expect((await usage(cookie)).isPro).toBe(false);
    skewMs = 0;
  });
});

describe("Pro's price from Stripe", () => {
  const priceReads = () => fake.requests.filter((r) => r.path === `/v1/prices/${fake.priceId}`);

  it("the subscription answer carries the configured price, read once per 10 minutes", async () => {
    const cookie = await t.signUp();
    const first = await subscription(cookie);
    expect(first.status).toBe(200);
    expect(first.body.price).toEqual({
      amount: 1400,
      currency: "eur",
      interval: "month",
      intervalCount: 1,
    });
    const reads = priceReads().length;
    fake.price.unit_amount = 1500;
    try {
      skewMs = 9 * 60_000;
      expect((await subscription(cookie)).body.price?.amount).toBe(1400);
      expect(priceReads()).toHaveLength(reads);
      skewMs = 10 * 60_000 + 1_000;
      expect((await subscription(cookie)).body.price?.amount).toBe(1500);
      expect(priceReads()).toHaveLength(reads + 1);
    } finally {
      skewMs = 0;
      fake.price.unit_amount = 1400;
    }
  });

  it("Stripe failing gives no price and no error; a later read shows it", async () => {
    let clock = Date.now();
    const other = await createTestApp({
      now: () => new Date(clock),
      env: {
        AUTH_RATE_LIMIT_MAX: "1000",
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_PRICE_ID: fake.priceId,
        STRIPE_API_BASE: fake.apiBase,
      },
    });
    try {
      const cookie = await other.signUp();
      fake.failNext(`/v1/prices/${fake.priceId}`, 3);
      const failed = await call<Subscription>(other, "/api/billing/subscription", { cookie });
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({ billingEnabled: true, plan: "free" });
      expect(failed.body).not.toHaveProperty("price");
      // the failed read is retried 30 s later (each poll moves the clock past that)
      await expect
        .poll(async () => {
          clock += 31_000;
          return (await call<Subscription>(other, "/api/billing/subscription", { cookie })).body
            .price;
        })
        .toMatchObject({ amount: 1400, currency: "eur" });
    } finally {
      await other.close();
    }
  });
});

describe("billing portal", () => {
  it("opens the portal for the person's customer with the return URL on this app", async () => {
    const { cookie, events } = await checkedOut();
    await fake.send(events);
    const reply = await call<{ url: string }>(t, "/api/billing/portal", { cookie, body: {} });
    expect(reply.status).toBe(200);
    expect(reply.body.url).toMatch(new RegExp(`^${fake.apiBase}/portal/bps_`));
    const sent = fake.requests.at(-1);
    expect(sent?.params).toMatchObject({ return_url: `${TEST_ORIGIN}/subscription` });
    const custom = await call(t, "/api/billing/portal", {
      cookie,
      body: { return_url: "/settings" },
    });
    expect(custom.status).toBe(200);
    expect(fake.requests.at(-1)?.params).toMatchObject({ return_url: `${TEST_ORIGIN}/settings` });
  });

  it("'No active subscription found' without a customer; another site as return_url is 400", async () => {
    const cookie = await t.signUp();
    expect(await call(t, "/api/billing/portal", { cookie, body: {} })).toMatchObject({
      status: 404,
      error: { message: billingMessages.noSubscription },
    });
    const { cookie: member } = await checkedOut();
    for (const returnUrl of ["//evil.example", "https://evil.example/x", "javascript:alert(1)"]) {
      const reply = await call(t, "/api/billing/portal", {
        cookie: member,
        body: { return_url: returnUrl },
      });
      expect(reply.status).toBe(400);
    }
  });

  it("'Invalid response from customer portal service' when the answer has no url", async () => {
    const { cookie } = await checkedOut();
    fake.portalWithoutUrl = true;
    try {
      expect(await call(t, "/api/billing/portal", { cookie, body: {} })).toMatchObject({
        status: 503,
        error: { message: billingMessages.portalInvalid },
      });
    } finally {
      fake.portalWithoutUrl = false;
    }
  });

  it("an active subscriber cannot start a second checkout", async () => {
    const { cookie, events } = await checkedOut();
    await fake.send(events);
    expect(await checkout(cookie)).toMatchObject({
      status: 409,
      error: { message: billingMessages.alreadySubscribed },
    });
  });
});

describe("who may use billing", () => {
  it("guests and strangers get 'User not authenticated' from every billing endpoint", async () => {
    const guest = await t.guest();
    for (const cookie of [guest, ""]) {
      for (const [path, body] of [
        ["/api/billing/subscription", undefined],
        ["/api/billing/checkout", undefined],
        ["/api/billing/portal", {}],
      ] as const) {
        const reply = await call(t, path, {
          cookie,
          ...(path === "/api/billing/checkout" ? { method: "POST" } : {}),
          ...(body ? { body } : {}),
        });
        expect(reply).toMatchObject({
          status: 401,
          error: { message: billingMessages.notAuthenticated },
        });
      }
    }
  });

  it("the webhook needs no Origin and no session, but other writes keep the origin check", async () => {
    const cookie = await t.signUp();
    const crossSite = await t.request("/api/billing/checkout", {
      method: "POST",
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const { events } = await checkedOut();
    const fromElsewhere = await t.app.request("/api/billing/webhook", {
      method: "POST",
      headers: {
        origin: "https://stripe.example",
        "content-type": "application/json",
        "stripe-signature": events[0]!.signature,
      },
      body: events[0]!.payload,
    });
    expect(fromElsewhere.status).toBe(200);
  });
});

describe("billing off (no STRIPE_*)", () => {
  it("says so, and everything else works", async () => {
    const off = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
    try {
      const cookie = await off.signUp();
      expect(await call(off, "/api/billing/subscription", { cookie })).toMatchObject({
        status: 200,
        body: { billingEnabled: false, plan: "free", status: null, hasBillingAccount: false },
      });
      // no Stripe, no price: never a made-up one
      expect((await call(off, "/api/billing/subscription", { cookie })).body).not.toHaveProperty(
        "price",
      );
      expect(await call(off, "/api/billing/checkout", { cookie, method: "POST" })).toMatchObject({
        status: 503,
        error: { message: billingMessages.notConfigured },
      });
      expect(await call(off, "/api/billing/portal", { cookie, body: {} })).toMatchObject({
        status: 503,
        error: { message: billingMessages.notConfigured },
      });
      const webhook = await off.app.request("/api/billing/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
        body: "{}",
      });
      expect(webhook.status).toBe(503);
      // nothing to sell, so no monthly limit to sell past (FREE_ITEMS_PER_MONTH unset, issue #26)
      expect((await call<Usage>(off, "/api/usage", { cookie })).body).toMatchObject({
        isPro: false,
        limit: null,
      });
      const task = await call(off, "/api/tasks", {
        cookie,
        body: { id: randomUUID(), text: "still works" },
      });
      expect(task.status).toBe(200);
    } finally {
      await off.close();
    }
  });

  it("half a Stripe configuration stops the server at start with a readable message", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_12345678" })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID must be set together/,
    );
    expect(() =>
      parseEnv({
        STRIPE_SECRET_KEY: "sk_test_12345678",
        STRIPE_WEBHOOK_SECRET: "whsec_12345678",
        STRIPE_PRICE_ID: "price_1",
        STRIPE_API_BASE: "not a url",
      }),
    ).toThrow(/STRIPE_API_BASE/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("several instances (PostgreSQL)", () => {
  it("a subscription change on one instance clears the person's cached status on the other", async () => {
    const two = await openTwoInstances();
    try {
      const record = {
        status: "active",
        currentPeriodEnd: 2e9,
        trialEnd: null,
        subscriptionId: "sub_1",
      };
      two.b.billing.statusCache.set("user-1", record);
      two.b.billing.statusCache.set("user-2", record);
      two.a.notifier.publishBillingChanged("user-1");
      await expect
        .poll(() => two.b.billing.statusCache.get("user-1"), { timeout: 5_000 })
        .toBeUndefined();
      expect(two.b.billing.statusCache.get("user-2")).toEqual(record);
    } finally {
      await two.close();
    }
  });
});
