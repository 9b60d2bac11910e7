import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { api } from "@firstly/core/contract/api";
import { parseEnv } from "../src/env";
import { cookieFrom, createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("health and contract", () => {
  it("reports the database and the AI engine", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      database: { kind: string; ok: boolean };
      ai: { engine: string };
    };
    expect(body.status).toBe("ok");
    expect(body.database.ok).toBe(true);
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    expect(body.ai.engine).toBe("builtin");
  });

  it("documents every endpoint of the contract in /api/openapi.json", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const e of Object.values(api)) {
      const p = e.path.replace(/:(\w+)/g, "{$1}");
      expect(doc.paths[p]?.[e.method.toLowerCase()], `${e.method} ${p}`).toBeDefined();
    }
    expect(doc.paths["/api/events"]).toBeDefined();
    // query parameters a handler reads are documented too
    expect(doc.paths["/api/analytics/summary"]?.get).toMatchObject({
      parameters: [expect.objectContaining({ in: "query", name: "tz", required: false })],
    });
    for (const p of [
      "sign-up/email",
      "sign-in/email",
      "sign-in/anonymous",
      "sign-in/social",
      "sign-out",
      "get-session",
    ]) {
      expect(doc.paths[`/api/auth/${p}`], p).toBeDefined();
    }
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
  });

  it("refuses data without a session with the spec's message", async () => {
    const res = await t.request("/api/tasks");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: "No user session available" },
    });
  });
});

describe("request hardening", () => {
  it("sends security headers: scripts only from this origin, no framing, no sniffing", async () => {
    const res = await t.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("accepts writes only as JSON and refuses bodies over 1 MB", async () => {
    const cookie = await t.guest();
    const form = await t.app.request("/api/tasks", {
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000", "content-type": "text/plain" },
      body: JSON.stringify({ id: "7f0c3f4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f", text: "forged" }),
    });
    expect(form.status).toBe(400);
    const list = (await (await t.request("/api/tasks", { cookie })).json()) as { tasks: unknown[] };
    expect(list.tasks).toHaveLength(0);

    const huge = await t.request("/api/tasks", {
      cookie,
      body: { id: "7f0c3f4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f", text: "x".repeat(1_100_000) },
    });
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toBe(
      "Request body is too large",
    );
  });
});

describe("identity", () => {
  it("signs up, keeps the session, signs out and signs back in", async () => {
    const email = "ada@example.com";
    const cookie = await t.signUp(email, "secret123");
    const me = (await (await t.request("/api/me", { cookie })).json()) as {
      user: { email: string; isGuest: boolean };
    };
    expect(me.user).toMatchObject({ email, isGuest: false });

    const out = await t.request("/api/auth/sign-out", { body: {}, cookie });
    expect(out.status).toBe(200);
    const after = cookieFrom(out, cookie);
    expect(
      ((await (await t.request("/api/me", { cookie: after })).json()) as { user: unknown }).user,
    ).toBeNull();

    const back = await t.signIn(email, "secret123");
    expect(back.status).toBe(200);
    const again = (await (await t.request("/api/me", { cookie: cookieFrom(back) })).json()) as {
      user: { email: string };
    };
    expect(again.user.email).toBe(email);
  });

  it("rejects a short password and a duplicate email on the server too", async () => {
    const headers = { "x-forwarded-for": "203.0.113.20" };
    const short = await t.request("/api/auth/sign-up/email", {
      body: { email: "short@example.com", password: "12345", name: "x" },
      headers,
    });
    expect(short.status).toBe(400);
    await t.signUp("dup@example.com");
    const dup = await t.request("/api/auth/sign-up/email", {
      body: { email: "dup@example.com", password: "secret123", name: "x" },
      headers,
    });
    expect(dup.status).toBe(422);
  });

  it("creates a guest identity flagged as a guest", async () => {
    const cookie = await t.guest();
    const me = (await (await t.request("/api/me", { cookie })).json()) as {
      user: { isGuest: boolean; email: string | null };
    };
    expect(me.user).toMatchObject({ isGuest: true, email: null });
  });
});

describe("auth rate limit", () => {
  it("gives the 4th wrong password within 10 s from one client a 429", async () => {
    await t.signUp("limited@example.com", "secret123");
    const ip = { "x-forwarded-for": "203.0.113.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request("/api/auth/sign-in/email", {
        body: { email: "limited@example.com", password: "wrong-password" },
        headers: ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
  });
});

describe("environment", () => {
  it("fails fast with a readable message for a bad value", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      "DATABASE_URL: must be a postgres:// URL",
    );
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
  });
});

describe("bodies over a real socket", () => {
  // Node's own server, as in production: a declared length is checked without building a fetch
  // Request, and the JSON is read straight from the socket (http/middleware/api-body-limit.ts)
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** A string body goes with its length; a stream goes chunked, with no length declared. */
  const post = (cookie: string, body: string, isStreamed = false) =>
    fetch(`${base}/api/tasks`, {
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      body: isStreamed ? new Blob([body]).stream() : body,
      ...(isStreamed ? { duplex: "half" } : {}),
    });
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { message: string } }).error.message;

  it("saves a thought sent with its length, and refuses a declared length over 1 MB", async () => {
    const cookie = await t.guest();
    const id = "5d0c3f4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f";
    const saved = await post(cookie, JSON.stringify({ id, text: "Fix the gate" }));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { text: string }).text).toBe("Fix the gate");
    const other = "6d0c3f4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f";
    const huge = await post(cookie, JSON.stringify({ id: other, text: "x".repeat(1_100_000) }));
    expect(huge.status).toBe(400);
    expect(await errorOf(huge)).toBe("Request body is too large");
  });

  it("counts a body sent without a length as it streams", async () => {
    const cookie = await t.guest();
    const id = "7d0c3f4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f";
    const huge = await post(cookie, JSON.stringify({ id, text: "x".repeat(1_100_000) }), true);
    expect(huge.status).toBe(400);
    expect(await errorOf(huge)).toBe("Request body is too large");
    const saved = await post(cookie, JSON.stringify({ id, text: "Oil the hinges" }), true);
    expect(saved.status).toBe(200);
  });
});
