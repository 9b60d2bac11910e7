import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { AppDeps } from "../src/context";
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";
import { openTwoInstances, type TwoInstances } from "./support/two-instances";

/**
 * The session cache answers a signed-in request without a query, yet a session that ends (or a
 * person that changes) must be refused or shown at once, on this instance and the others.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
});
afterAll(() => t.close());

const me = async (cookie: string) => {
  const res = await t.request("/api/me", { cookie });
  return ((await res.json()) as { user: { email: string; name: string } | null }).user;
};
const tasks = async (cookie: string) => (await t.request("/api/tasks", { cookie })).status;

async function twoDevices() {
  const email = `two-${Math.random().toString(36).slice(2)}@example.com`;
  const phone = await t.signUp(email, "secret123");
  const laptop = cookieFrom(await t.signIn(email, "secret123"));
  // both devices are resolved once, so both sit in the cache
  expect(await tasks(phone)).toBe(200);
  expect(await tasks(laptop)).toBe(200);
  expect(t.deps.sessions.size).toBeGreaterThanOrEqual(2);
  return { email, phone, laptop };
}

describe("session cache", () => {
  it("answers a known session without asking better-auth again", async () => {
    const cookie = await t.signUp();
    expect(await tasks(cookie)).toBe(200);
    const getSession = t.deps.auth.api.getSession;
    let lookups = 0;
    t.deps.auth.api.getSession = ((...args: Parameters<typeof getSession>) => {
      lookups += 1;
      return getSession(...args);
    }) as typeof getSession;
    try {
      for (let i = 0; i < 5; i++) expect(await tasks(cookie)).toBe(200);
      expect(lookups).toBe(0);
    } finally {
      t.deps.auth.api.getSession = getSession;
    }
  });

  it("refuses the other device at once after 'sign out other devices'", async () => {
    const { phone, laptop } = await twoDevices();
    const res = await t.request("/api/auth/revoke-other-sessions", { cookie: phone, body: {} });
    expect(res.status).toBe(200);
    expect(await tasks(laptop)).toBe(401);
    expect(await tasks(phone)).toBe(200);
  });

  it("refuses a signed-out cookie at once, even if it is replayed", async () => {
    const { phone, laptop } = await twoDevices();
    expect((await t.request("/api/auth/sign-out", { cookie: laptop, body: {} })).status).toBe(200);
    expect(await tasks(laptop)).toBe(401);
    expect(await tasks(phone)).toBe(200);
  });

  it("ends the other device's session when the password changes", async () => {
    const { phone, laptop } = await twoDevices();
    const res = await t.request("/api/auth/change-password", {
      cookie: phone,
      body: {
        currentPassword: "secret123",
        newPassword: "another-secret-77",
        revokeOtherSessions: true,
      },
    });
    expect(res.status).toBe(200);
    const fresh = cookieFrom(res, phone);
    expect(await tasks(laptop)).toBe(401);
    expect(await tasks(fresh)).toBe(200);
  });

  it("shows a new name at once", async () => {
    const cookie = await t.signUp();
    expect((await me(cookie))?.name).not.toBe("Renamed Person");
    expect(
      (await t.request("/api/auth/update-user", { cookie, body: { name: "Renamed Person" } }))
        .status,
    ).toBe(200);
    expect((await me(cookie))?.name).toBe("Renamed Person");
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))("session cache across two instances", () => {
  let instances: TwoInstances;
  let a: AppDeps;
  let b: AppDeps;
  beforeAll(async () => {
    instances = await openTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  const send = (deps: AppDeps, path: string, cookie: string, body?: unknown) =>
    createApp(deps).request(path, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        "x-forwarded-for": "203.0.113.70",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it("a sign-out on one instance is refused by the other within moments", async () => {
    const res = await send(a, "/api/auth/sign-up/email", "", {
      email: "cache-two@example.com",
      password: "secret123",
      name: "x",
    });
    const cookie = cookieFrom(res);
    expect((await send(b, "/api/tasks", cookie)).status).toBe(200);
    expect(b.sessions.size).toBe(1);
    expect((await send(a, "/api/auth/sign-out", cookie, {})).status).toBe(200);
    // well inside the cache's minute: the notification empties b's cache
    await expect
      .poll(async () => (await send(b, "/api/tasks", cookie)).status, { timeout: 5_000 })
      .toBe(401);
  });
});
