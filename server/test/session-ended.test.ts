import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
});
afterAll(async () => {
  await t.close();
});

const me = async (cookie: string) =>
  ((await (await t.request("/api/me", { cookie })).json()) as { user: { isGuest: boolean } | null })
    .user;

describe("a session ended elsewhere (issue 25)", () => {
  it("a guest start from that browser gets a working guest session, not its dead cookie's deletion", async () => {
    const email = `ended-${Date.now()}@example.com`;
    const here = await t.signUp(email, "secret123");
    // another device signs in and changes the password: every other session ends
    const there = cookieFrom(await t.signIn(email, "secret123"));
    const changed = await t.request("/api/auth/change-password", {
      cookie: there,
      body: { currentPassword: "secret123", newPassword: "another-secret-42" },
    });
    expect(changed.status).toBe(200);
    expect(await me(here)).toBeNull();
    expect((await t.request("/api/tasks", { cookie: here })).status).toBe(401);

    // this browser, still holding the dead cookie, starts a guest as on a first visit
    const start = await t.request("/api/auth/sign-in/anonymous", {
      cookie: here,
      body: {},
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect(start.status).toBe(200);
    const guest = cookieFrom(start, here);
    expect(guest).not.toBe(here);
    expect(await me(guest)).toMatchObject({ isGuest: true });
  });

  it("a live session is still passed on: a guest cannot start a second guest", async () => {
    const guest = await t.guest();
    const again = await t.request("/api/auth/sign-in/anonymous", {
      cookie: guest,
      body: {},
      headers: { "x-forwarded-for": "198.51.100.78" },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });
});
