import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { session, user as userTable } from "../src/db/auth-schema";
import { startFakeOidc, type FakeOidc, type FakeOidcUser } from "./support/fake-oidc";
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";

/**
 * Google sign-in through better-auth's generic OAuth provider against a local OpenID Connect
 * server speaking the real protocol (discovery, authorization code + PKCE, RS256 ID token, JWKS).
 * In better-auth 1.7 generic providers go through the core /sign-in/social and /callback/:id routes.
 */
let fake: FakeOidc;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOidc();
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: fake.clientId,
      GOOGLE_CLIENT_SECRET: fake.clientSecret,
      GOOGLE_DISCOVERY_URL: fake.discoveryUrl,
      // each round trip comes from its own client address, so better-auth's default
      // 3-per-10-s limit on /sign-in/* counts people, not this test file
      TRUST_PROXY: "true",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

interface Me {
  user: { id: string; email: string | null; name: string | null; isGuest: boolean } | null;
}

let clients = 0;
/** A distinct client address per person (honoured because TRUST_PROXY is on). */
const fromNewClient = () => ({
  "x-forwarded-for": `10.0.${Math.floor(++clients / 250)}.${clients % 250}`,
});

async function me(cookie: string): Promise<Me["user"]> {
  return ((await (await t.request("/api/me", { cookie })).json()) as Me).user;
}

/** Starts sign-in on the app, lets the fake "Google" answer, and returns the app's callback response. */
async function googleRoundTrip(startCookie = "") {
  const start = await t.request("/api/auth/sign-in/social", {
    body: { provider: "google", callbackURL: "/" },
    cookie: startCookie,
    headers: fromNewClient(),
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string; redirect: boolean };
  const stateCookie = cookieFrom(start, startCookie);

  const authorizeUrl = new URL(url);
  expect(authorizeUrl.origin).toBe(fake.issuer);
  const atGoogle = await fetch(authorizeUrl, { redirect: "manual" });
  expect(atGoogle.status).toBe(302);
  const back = new URL(atGoogle.headers.get("location") ?? "");
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/api/auth/callback/google`);

  const callback = await t.request(`${back.pathname}${back.search}`, { cookie: stateCookie });
  return { authorizeUrl, back, callback, cookie: cookieFrom(callback, stateCookie) };
}

describe("Google sign-in (OpenID Connect)", () => {
  it("signs in with the Google identity and lands on the callback URL", async () => {
    fake.setUser({
      sub: "g-100",
      email: "grace@example.com",
      name: "Grace Hopper",
      email_verified: true,
    });
    const { authorizeUrl, callback, cookie } = await googleRoundTrip();

    // the authorization request is a proper OIDC code request with PKCE and a nonce
    const q = authorizeUrl.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe(fake.clientId);
    expect(q.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    );
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toBeTruthy();
    expect(q.get("nonce")).toBeTruthy();
    expect(q.get("state")).toBeTruthy();

    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/");
    const user = await me(cookie);
    expect(user).toMatchObject({
      email: "grace@example.com",
      name: "Grace Hopper",
      isGuest: false,
    });

    // code exchanged once, with the client secret and the PKCE verifier
    const exchange = fake.log.token.at(-1);
    expect(exchange?.status).toBe(200);
    expect(exchange?.clientAuth).toBe("post");
    expect(exchange?.params.get("code_verifier")).toBeTruthy();
    expect(fake.log.jwks).toBeGreaterThan(0);
  });

  it("signs the same Google account in to the same user next time", async () => {
    const person: FakeOidcUser = {
      sub: "g-200",
      email: "linus@example.com",
      name: "Linus",
      email_verified: true,
    };
    fake.setUser(person);
    const first = await me((await googleRoundTrip()).cookie);
    const second = await me((await googleRoundTrip()).cookie);
    expect(first?.id).toBeTruthy();
    expect(second?.id).toBe(first?.id);
  });

  it("does not silently take over a password account whose email was never verified", async () => {
    // better-auth 1.7 links implicitly only when the local email is verified
    // (accountLinking.requireLocalEmailVerified defaults to true): otherwise whoever registered
    // the address first with a password would keep access to the Google user's data.
    const email = "both@example.com";
    const passwordCookie = await t.signUp(email, "secret123");
    const passwordUser = await me(passwordCookie);
    fake.setUser({ sub: "g-300", email, name: "Both Ways", email_verified: true });
    const { callback, cookie } = await googleRoundTrip();
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/error=account_not_linked/);
    expect(await me(cookie)).toBeNull();
    const back = await t.signIn(email, "secret123");
    expect(back.status).toBe(200);
    expect((await me(cookieFrom(back)))?.id).toBe(passwordUser?.id);
  });

  it("turns a guest into the Google user", async () => {
    const guestCookie = await t.guest();
    expect((await me(guestCookie))?.isGuest).toBe(true);
    fake.setUser({
      sub: "g-400",
      email: "former-guest@example.com",
      name: "Former Guest",
      email_verified: true,
    });
    const { callback, cookie } = await googleRoundTrip(guestCookie);
    expect(callback.status).toBe(302);
    expect(await me(cookie)).toMatchObject({ email: "former-guest@example.com", isGuest: false });
  });

  it("refuses a callback whose state cookie is missing", async () => {
    fake.setUser({
      sub: "g-500",
      email: "nostate@example.com",
      name: "No State",
      email_verified: true,
    });
    const start = await t.request("/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: "/" },
      headers: fromNewClient(),
    });
    const { url } = (await start.json()) as { url: string };
    const back = new URL((await fetch(url, { redirect: "manual" })).headers.get("location") ?? "");
    const callback = await t.request(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/error=/);
    expect(await me(cookieFrom(callback))).toBeNull();
  });

  it("refuses a replayed authorization code", async () => {
    fake.setUser({
      sub: "g-600",
      email: "replay@example.com",
      name: "Replay",
      email_verified: true,
    });
    const { back, cookie } = await googleRoundTrip();
    expect((await me(cookie))?.email).toBe("replay@example.com");
    // a second start gives a fresh state cookie; replaying the old code with it must fail
    const start = await t.request("/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: "/" },
      headers: fromNewClient(),
    });
    const { url } = (await start.json()) as { url: string };
    const freshState = new URL(url).searchParams.get("state") ?? "";
    const replay = new URLSearchParams(back.search);
    replay.set("state", freshState);
    const callback = await t.request(`${back.pathname}?${replay.toString()}`, {
      cookie: cookieFrom(start),
    });
    expect(callback.headers.get("location")).toMatch(/error=/);
    expect(fake.log.token.at(-1)?.status).toBe(400);
  });

  it("deletes a Google-only account after a fresh Google sign-in, not from an old session", async () => {
    fake.setUser({
      sub: "google-leaver",
      email: "leaver@example.com",
      name: "L",
      email_verified: true,
    });
    const { cookie } = await googleRoundTrip();
    const user = await me(cookie);
    expect(user?.email).toBe("leaver@example.com");
    // the same session, signed in 20 minutes ago
    await t.deps.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(session.userId, user!.id));
    const stale = await t.request("/api/auth/delete-user", { cookie, body: {} });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(
      "For your safety, sign in with Google again, then delete your account.",
    );
    expect(await me(cookie)).not.toBeNull();

    const again = await googleRoundTrip(cookie);
    const fresh = await t.request("/api/auth/delete-user", { cookie: again.cookie, body: {} });
    expect(fresh.status).toBe(200);
    expect(await me(again.cookie)).toBeNull();
    const left = await t.deps.db.select().from(userTable).where(eq(userTable.id, user!.id));
    expect(left).toHaveLength(0);
  });

  it("reports Google as enabled in /api/health", async () => {
    const health = (await (await t.request("/api/health")).json()) as { auth: { google: boolean } };
    expect(health.auth.google).toBe(true);
  });
});

describe("without Google configured", () => {
  it("reports Google as disabled and refuses the provider", async () => {
    const plain = await createTestApp();
    try {
      const health = (await (await plain.request("/api/health")).json()) as {
        auth: { google: boolean };
      };
      expect(health.auth.google).toBe(false);
      const start = await plain.request("/api/auth/sign-in/social", {
        body: { provider: "google", callbackURL: "/" },
      });
      expect(start.status).toBeGreaterThanOrEqual(400);
    } finally {
      await plain.close();
    }
  });
});
