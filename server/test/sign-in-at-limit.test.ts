import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { GuestArrival } from "@firstly/core/contract/guest-arrival";
import { userTasks } from "../src/db/schema";
import { startFakeOidc, type FakeOidc } from "./support/fake-oidc";
import { cookieFrom, createTestApp, type TestApp } from "./support/test-app";
import { secretFromUri, totp } from "./support/totp";
import { call, createTask } from "./support/feature-helpers";

/**
 * Issue 25: a sign-in from a browser holding guest thoughts is never refused because they would
 * pass the account's monthly limit. On every path (password, Google, two-factor) the account at
 * 25/25 stays at 25, the sign-in stands, and the thoughts wait with the person told how many.
 */
let fake: FakeOidc;
let t: TestApp;
let clients = 0;
const fromNewClient = () => ({
  "x-forwarded-for": `10.9.${Math.floor(++clients / 250)}.${clients % 250}`,
});

beforeAll(async () => {
  fake = await startFakeOidc();
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: fake.clientId,
      GOOGLE_CLIENT_SECRET: fake.clientSecret,
      GOOGLE_DISCOVERY_URL: fake.discoveryUrl,
      AUTH_RATE_LIMIT_MAX: "1000",
      FREE_ITEMS_PER_MONTH: "25",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const me = async (cookie: string) =>
  (
    (await (await t.request("/api/me", { cookie })).json()) as {
      user: { id: string; email: string | null; isGuest: boolean } | null;
    }
  ).user;

/** An account that has used its 25 free items this month. */
async function fullAccount(cookie: string) {
  for (let i = 0; i < 25; i++) await createTask(t, cookie, { text: `account thought ${i}` });
}

/** A guest holding `n` thoughts, and its id. */
async function guestWith(n: number) {
  const cookie = await t.guest();
  for (let i = 0; i < n; i++) await createTask(t, cookie, { text: `from before ${i}` });
  return { cookie, id: (await me(cookie))!.id };
}

/** The sign-in landed: usage at 25, nothing of the guest's in the list, the thoughts wait. */
async function expectWaiting(account: string, guestId: string, n: number) {
  const user = await me(account);
  expect(user?.isGuest).toBe(false);
  const usage = await call<{ totalItems: number; limit: number }>(t, "/api/usage", {
    cookie: account,
  });
  expect(usage.body.totalItems).toBe(25);
  const tasks = await call<{ tasks: { text: string }[] }>(t, "/api/tasks", { cookie: account });
  expect(tasks.body.tasks.some((x) => x.text.startsWith("from before"))).toBe(false);
  const kept = await t.deps.db.select().from(userTasks).where(eq(userTasks.userId, guestId));
  expect(kept).toHaveLength(n);
  const arrival = await call<GuestArrival>(t, "/api/account/guest-arrival", { cookie: account });
  expect(arrival.body).toEqual({ waiting: n, room: 0, completedGoal: null });
}

describe("signing in with guest thoughts at the monthly limit", () => {
  it("password: signed in, still 25/25, the guest's 3 thoughts wait", async () => {
    const owner = await t.signUp("full-password@example.com", "orchard-ladder-7");
    await fullAccount(owner);
    const guest = await guestWith(3);
    const res = await t.request("/api/auth/sign-in/email", {
      cookie: guest.cookie,
      body: { email: "full-password@example.com", password: "orchard-ladder-7" },
      headers: fromNewClient(),
    });
    expect(res.status).toBe(200);
    await expectWaiting(cookieFrom(res, guest.cookie), guest.id, 3);
  });

  it("Google: signed in, still 25/25, the guest's 4 thoughts wait", async () => {
    fake.setUser({
      sub: "g-full",
      email: "full-google@example.com",
      name: "Full Google",
      email_verified: true,
    });
    const first = await googleRoundTrip("");
    expect(first.callback.status).toBe(302);
    await fullAccount(first.cookie);
    const guest = await guestWith(4);
    const again = await googleRoundTrip(guest.cookie);
    expect(again.callback.status).toBe(302);
    expect(again.callback.headers.get("location")).not.toMatch(/error/);
    await expectWaiting(again.cookie, guest.id, 4);
  });

  it("two-factor: signed in once the code is accepted, still 25/25, 2 thoughts wait", async () => {
    const password = "orchard-ladder-7";
    const owner = await t.signUp("full-2fa@example.com", password);
    const enable = await t.request("/api/auth/two-factor/enable", {
      cookie: owner,
      body: { password },
      headers: fromNewClient(),
    });
    const secret = secretFromUri(((await enable.json()) as { totpURI: string }).totpURI);
    const enabled = cookieFrom(enable, owner);
    const confirm = await t.request("/api/auth/two-factor/verify-totp", {
      cookie: enabled,
      body: { code: totp(secret) },
      headers: fromNewClient(),
    });
    expect(confirm.status).toBe(200);
    await fullAccount(cookieFrom(confirm, enabled));

    const guest = await guestWith(2);
    const step1 = await t.request("/api/auth/sign-in/email", {
      cookie: guest.cookie,
      body: { email: "full-2fa@example.com", password },
      headers: fromNewClient(),
    });
    expect(await step1.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(step1, guest.cookie);
    const step2 = await t.request("/api/auth/two-factor/verify-totp", {
      cookie: pending,
      body: { code: totp(secret, Date.now(), 1) },
      headers: fromNewClient(),
    });
    expect(step2.status).toBe(200);
    await expectWaiting(cookieFrom(step2, pending), guest.id, 2);
  });
});

/** Starts Google sign-in from `startCookie`, lets the local OIDC server answer, returns the callback. */
async function googleRoundTrip(startCookie: string) {
  const start = await t.request("/api/auth/sign-in/social", {
    body: { provider: "google", callbackURL: "/" },
    cookie: startCookie,
    headers: fromNewClient(),
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const stateCookie = cookieFrom(start, startCookie);
  const atGoogle = await fetch(url, { redirect: "manual" });
  const back = new URL(atGoogle.headers.get("location") ?? "");
  const callback = await t.request(`${back.pathname}${back.search}`, { cookie: stateCookie });
  return { callback, cookie: cookieFrom(callback, stateCookie) };
}
