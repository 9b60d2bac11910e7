import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isLocalHost } from "../src/auth/auth-mail";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 25: with BASE_URL unset, links in mail open at the address the person used (127.0.0.1, a
 * LAN address), as long as the server accepts writes from it and it is a local or private address;
 * a public name sent in the Host header never gets a reset token (decision 0024).
 */
function lastMail(t: TestApp): string {
  const dir = path.join(t.deps.env.DATA_DIR, "outbox");
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(".eml"))
    .sort();
  return readFileSync(path.join(dir, names.at(-1)!), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

let n = 0;
/** Signs up at `origin` as a browser there would (the origin check only accepts that address). */
async function signUpAt(t: TestApp, origin: string, email: string) {
  const res = await t.request(`${origin}/api/auth/sign-up/email`, {
    body: { email, password: "orchard-ladder-7", name: email },
    headers: { origin, "x-forwarded-for": `10.78.0.${++n}` },
  });
  expect(res.status).toBe(200);
}

/** A reset asked for from `origin` (the page's address, also the address the request went to). */
async function askReset(t: TestApp, origin: string, email: string, pageOrigin = origin) {
  const res = await t.request(`${origin}/api/auth/request-password-reset`, {
    body: { email },
    headers: { origin: pageOrigin, "x-forwarded-for": `10.77.0.${++n}` },
  });
  expect(res.status).toBe(200);
  return /(\S+)\/reset-password\?token=/.exec(lastMail(t))?.[1];
}

describe("mail links with BASE_URL unset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BASE_URL: "", AUTH_RATE_LIMIT_MAX: "1000" } });
    await signUpAt(t, "http://127.0.0.1:3000", "links@example.com");
  });
  afterAll(() => t.close());

  it("points a reset asked for at 127.0.0.1 to 127.0.0.1", async () => {
    expect(await askReset(t, "http://127.0.0.1:3000", "links@example.com")).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("points a reset asked for at a LAN address to that address", async () => {
    expect(await askReset(t, "http://192.168.1.20:3000", "links@example.com")).toBe(
      "http://192.168.1.20:3000",
    );
  });

  it("keeps localhost for a public name taken from the Host header", async () => {
    expect(await askReset(t, "http://evil.example", "links@example.com")).toBe(
      "http://localhost:3000",
    );
  });

  it("refuses a page from another address (the origin check runs first)", async () => {
    const res = await t.request("http://127.0.0.1:3000/api/auth/request-password-reset", {
      body: { email: "links@example.com" },
      headers: { origin: "http://192.168.1.99:3000" },
    });
    expect(res.status).toBe(403);
  });

  it("points an email-change confirmation to the address used", async () => {
    const signIn = await t.request("http://10.0.0.5:3000/api/auth/sign-in/email", {
      body: { email: "links@example.com", password: "orchard-ladder-7" },
      headers: { origin: "http://10.0.0.5:3000", "x-forwarded-for": "10.77.1.1" },
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const res = await t.request("http://10.0.0.5:3000/api/auth/change-email", {
      cookie,
      body: { newEmail: "links-new@example.com", callbackURL: "/settings" },
      headers: { origin: "http://10.0.0.5:3000" },
    });
    expect(res.status).toBe(200);
    expect(lastMail(t)).toContain("http://10.0.0.5:3000/api/auth/verify-email?token=");
  });
});

describe("mail links with BASE_URL set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { BASE_URL: "https://app.example.com", AUTH_RATE_LIMIT_MAX: "1000" },
    });
    await signUpAt(t, "https://app.example.com", "based@example.com");
  });
  afterAll(() => t.close());

  it("always points to BASE_URL", async () => {
    const res = await t.request("http://127.0.0.1:3000/api/auth/request-password-reset", {
      body: { email: "based@example.com" },
      headers: { origin: "https://app.example.com", "x-forwarded-for": "10.77.2.1" },
    });
    expect(res.status).toBe(200);
    expect(lastMail(t)).toContain("https://app.example.com/reset-password?token=");
  });
});

describe("isLocalHost", () => {
  it("knows loopback, private and link-local addresses from public ones", () => {
    for (const host of [
      "localhost",
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.0.7",
      "[::1]",
      "fd00::1",
    ]) {
      expect(isLocalHost(host), host).toBe(true);
    }
    for (const host of ["example.com", "8.8.8.8", "172.32.0.1", "11.0.0.1", "2001:db8::1"]) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });
});
