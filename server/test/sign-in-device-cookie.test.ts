import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ACCOUNT_SIGN_IN_MAX } from "../src/auth/account-rate-limit";
import {
  DEVICE_COOKIE,
  readDeviceTokens,
  signDeviceToken,
  verifyDeviceToken,
} from "../src/auth/device-cookie";
import { startFakeOidc, type FakeOidc } from "./support/fake-oidc";
import { cookieFrom, createTestApp, type TestApp } from "./support/test-app";

/**
 * Decision 0024: the per-account sign-in limit counts failures only, and a browser that has
 * signed in to the account before (a signed device cookie) has its own allowance, so strangers
 * guessing from many addresses meet the wall and the owner does not.
 */
let t: TestApp;
let clients = 0;
/** every request from a new address: better-auth's per-address limit never decides here */
const fromNewClient = () => ({
  "x-forwarded-for": `172.20.${Math.floor(++clients / 250)}.${clients % 250}`,
});

let fake: FakeOidc;
beforeAll(async () => {
  fake = await startFakeOidc();
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: fake.clientId,
      GOOGLE_CLIENT_SECRET: fake.clientSecret,
      GOOGLE_DISCOVERY_URL: fake.discoveryUrl,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const signIn = (email: string, password: string, cookie = "") =>
  t.request("/api/auth/sign-in/email", {
    body: { email, password },
    cookie,
    headers: fromNewClient(),
  });

/** The device cookie a response sets, as a Cookie header. */
function deviceCookie(res: Response): string {
  const jar = cookieFrom(res);
  const device = jar.split("; ").find((kv) => kv.startsWith(`${DEVICE_COOKIE}=`));
  if (!device) throw new Error("no device cookie");
  return device;
}

/** An account whose owner's browser signed in once (and so holds a device cookie). */
async function ownerWithDevice(email: string, password = "orchard-ladder-7") {
  await t.signUp(email, password);
  const res = await signIn(email, password);
  expect(res.status).toBe(200);
  return { email, password, device: deviceCookie(res) };
}

/** Strangers try wrong passwords from many addresses until the account's wall answers 429. */
async function attack(email: string, attempts = ACCOUNT_SIGN_IN_MAX + 3) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) statuses.push((await signIn(email, `wrong-${i}`)).status);
  return statuses;
}

// each attack is a dozen password checks: slow on a busy machine
describe("per-account sign-in limit with device cookies", { timeout: 120_000 }, () => {
  it("lets the owner's browser in during an attack from other addresses; a fresh browser meets the wall", async () => {
    const owner = await ownerWithDevice("attacked@example.com");
    const statuses = await attack(owner.email);
    expect(statuses.slice(0, ACCOUNT_SIGN_IN_MAX)).toEqual(
      Array<number>(ACCOUNT_SIGN_IN_MAX).fill(401),
    );
    expect(statuses.slice(ACCOUNT_SIGN_IN_MAX)).toEqual([429, 429, 429]);

    const mine = await signIn(owner.email, owner.password, owner.device);
    expect(mine.status).toBe(200);

    // the right password from a browser the account has never seen is refused, with when to
    // retry and that a reset works now
    const fresh = await signIn(owner.email, owner.password);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("retry-after"))).toBeGreaterThan(500);
    const { error } = (await fresh.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toMatch(/Try again in 10 minutes/);
    expect(error.message).toMatch(/reset your password now/);
  });

  it("counts failures only: many right passwords never lock anyone out", async () => {
    await t.signUp("often@example.com", "orchard-ladder-7");
    for (let i = 0; i < ACCOUNT_SIGN_IN_MAX + 5; i++) {
      expect((await signIn("often@example.com", "orchard-ladder-7")).status).toBe(200);
    }
    // and nine wrong ones later the tenth wrong one is still answered as wrong, not limited
    const statuses = await attack("often@example.com", ACCOUNT_SIGN_IN_MAX);
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it("gives the device its own allowance: wrong passwords from the owner's browser meet its own wall", async () => {
    const owner = await ownerWithDevice("clumsy@example.com");
    const mine: number[] = [];
    for (let i = 0; i <= ACCOUNT_SIGN_IN_MAX; i++) {
      mine.push((await signIn(owner.email, `typo-${i}`, owner.device)).status);
    }
    expect(mine.at(-1)).toBe(429);
    // the shared allowance of unknown browsers is untouched by it
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
  });

  it("does not honour a forged device cookie or one signed with another secret", async () => {
    const owner = await ownerWithDevice("forged@example.com");
    await attack(owner.email);
    const [name, value = ""] = owner.device.split("=");
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    expect((await signIn(owner.email, owner.password, tampered)).status).toBe(429);

    const [row] = (await t.deps.db.query.user.findMany()).filter((u) => u.email === owner.email);
    const otherSecret = signDeviceToken(
      "not-the-server-secret-0123456789abcdef",
      row!.id,
      Date.now(),
    );
    const foreign = `${DEVICE_COOKIE}=${otherSecret}`;
    expect((await signIn(owner.email, owner.password, foreign)).status).toBe(429);
    // the real one still works
    expect((await signIn(owner.email, owner.password, owner.device)).status).toBe(200);
  });

  it("does not carry a device cookie over to another account", async () => {
    const mallory = await ownerWithDevice("mallory@example.com");
    const victim = await ownerWithDevice("victim@example.com");
    await attack(victim.email);
    // Mallory's browser is known to Mallory's account only
    expect((await signIn(victim.email, victim.password, mallory.device)).status).toBe(429);
    expect((await signIn(victim.email, "a-guess", mallory.device)).status).toBe(429);
    expect((await signIn(victim.email, victim.password, victim.device)).status).toBe(200);
  });

  it("remembers up to five accounts per browser and refuses an expired token", async () => {
    const a = await ownerWithDevice("shared-a@example.com");
    const res = await signIn("shared-a@example.com", a.password, a.device);
    const both = await t
      .signUp("shared-b@example.com", "orchard-ladder-7")
      .then(() => signIn("shared-b@example.com", "orchard-ladder-7", deviceCookie(res)));
    const jar = deviceCookie(both);
    const secret = (await t.deps.auth.$context).secret;
    // the browser now holds a token for each account, B's first
    const held = readDeviceTokens(secret, jar, Date.now());
    expect(held).toHaveLength(2);
    const [b, older] = held;
    expect(older?.userId).not.toBe(b?.userId);
    // A's older token still opens A's own allowance during an attack on A
    await attack("shared-a@example.com");
    expect((await signIn("shared-a@example.com", a.password, jar)).status).toBe(200);

    const token = jar.split("=")[1]!.split("~")[0]!;
    expect(verifyDeviceToken(secret, token, Date.now())).not.toBeNull();
    expect(verifyDeviceToken(secret, token, Date.now() + 366 * 24 * 60 * 60_000)).toBeNull();
  });

  it("knows a browser that signed in with Google before", async () => {
    fake.setUser({
      sub: "g-both",
      email: "both-ways@example.com",
      name: "Both Ways",
      email_verified: true,
    });
    const start = await t.request("/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: "/" },
      headers: fromNewClient(),
    });
    const { url } = (await start.json()) as { url: string };
    const back = new URL((await fetch(url, { redirect: "manual" })).headers.get("location") ?? "");
    const callback = await t.request(`${back.pathname}${back.search}`, {
      cookie: cookieFrom(start),
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).not.toMatch(/error/);
    const device = deviceCookie(callback);
    // the Google account gets a password too, then strangers guess it
    const session = cookieFrom(callback, cookieFrom(start));
    const set = await t.request("/api/account/password", {
      cookie: session,
      body: { newPassword: "orchard-ladder-7" },
    });
    expect(set.status).toBe(200);
    await attack("both-ways@example.com");
    expect((await signIn("both-ways@example.com", "orchard-ladder-7", device)).status).toBe(200);
    expect((await signIn("both-ways@example.com", "orchard-ladder-7")).status).toBe(429);
  });

  it("a password reset works during an attack: the reset link's browser is let in", async () => {
    await t.signUp("reset-me@example.com", "orchard-ladder-7");
    await attack("reset-me@example.com");
    const asked = await t.request("/api/auth/request-password-reset", {
      body: { email: "reset-me@example.com" },
      headers: fromNewClient(),
    });
    expect(asked.status).toBe(200);
    const token = lastResetToken();
    const reset = await t.request("/api/auth/reset-password", {
      body: { token, newPassword: "brand-new-ladder-8" },
      headers: fromNewClient(),
    });
    expect(reset.status).toBe(200);
    const device = deviceCookie(reset);
    expect((await signIn("reset-me@example.com", "brand-new-ladder-8", device)).status).toBe(200);
    expect((await signIn("reset-me@example.com", "brand-new-ladder-8")).status).toBe(429);
  });
});

function lastResetToken(): string {
  const dir = path.join(t.deps.env.DATA_DIR, "outbox");
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(".eml"))
    .sort();
  const mail = readFileSync(path.join(dir, names.at(-1)!), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail);
  return decodeURIComponent(match![1]!);
}
