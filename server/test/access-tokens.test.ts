import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import {
  accessTokenMessages,
  type AccessToken,
  type CreatedAccessToken,
} from "@firstly/core/contract/access-tokens";
import { monthlyLimitMessage } from "@firstly/core/domain/limits";
import type { Task } from "@firstly/core/contract/task";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createTask,
  listTasks,
} from "./support/feature-helpers";
import { eq } from "drizzle-orm";
import { TOKEN_RATE_LIMIT } from "../src/http/middleware/bearer-token";
import { accessTokens } from "../src/db/schema";

const clock = createClock();
let t: TestApp;
let alice: string;
let bob: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createFeatureApp(clock);
  // every line the app logs, as text: no secret may ever appear in one
  for (const level of ["debug", "info", "warn", "error"] as const) {
    t.deps.log[level] = (msg: string, data?: object) =>
      void logLines.push(`${msg} ${JSON.stringify(data ?? {})}`);
  }
  alice = await t.signUp();
  bob = await t.signUp();
});
afterAll(() => t.close());

async function makeToken(cookie: string, scope: "read" | "write", name = "Script") {
  const reply = await call<CreatedAccessToken>(t, "/api/tokens", { cookie, body: { name, scope } });
  expect(reply.status).toBe(200);
  return reply.body;
}

/** A request as a script sends it: no cookie, no Origin, just the bearer token. */
function bearer(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  return t.app.request(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function errorOf(res: Response) {
  return { status: res.status, error: ((await res.json()) as { error?: unknown }).error };
}

describe("Settings → Access tokens", () => {
  it("creates a token shown once, lists it without its secret, and keeps only a hash", async () => {
    const created = await makeToken(alice, "write", "  Laptop script  ");
    expect(created.token).toMatch(/^fst_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: "Laptop script", scope: "write", lastUsedAt: null });
    expect(created.hint).toBe(created.token.slice(0, 8));

    const list = await call<{ tokens: AccessToken[] }>(t, "/api/tokens", { cookie: alice });
    const listed = list.body.tokens.find((k) => k.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: "Laptop script",
      scope: "write",
      hint: created.hint,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.token.slice(8));
    const stored = await t.deps.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, created.id));
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.token);
    // bob sees none of alice's tokens
    const bobs = await call<{ tokens: AccessToken[] }>(t, "/api/tokens", { cookie: bob });
    expect(bobs.body.tokens).toEqual([]);
  });

  it("records when a token was last used", async () => {
    const created = await makeToken(alice, "read");
    expect((await bearer(created.token, "/api/tasks")).status).toBe(200);
    const list = await call<{ tokens: AccessToken[] }>(t, "/api/tokens", { cookie: alice });
    expect(list.body.tokens.find((k) => k.id === created.id)?.lastUsedAt).toBe(
      clock.now.toISOString(),
    );
  });

  it("validates the name and scope with messages, and refuses guests", async () => {
    expect(
      await call(t, "/api/tokens", { cookie: alice, body: { name: "   ", scope: "read" } }),
    ).toMatchObject({ status: 400, error: { message: accessTokenMessages.nameEmpty } });
    expect(
      await call(t, "/api/tokens", {
        cookie: alice,
        body: { name: "x".repeat(61), scope: "read" },
      }),
    ).toMatchObject({ status: 400, error: { message: accessTokenMessages.nameLong } });
    expect(
      (await call(t, "/api/tokens", { cookie: alice, body: { name: "x", scope: "admin" } })).status,
    ).toBe(400);
    const guest = await t.guest();
    expect(
      await call(t, "/api/tokens", { cookie: guest, body: { name: "x", scope: "read" } }),
    ).toMatchObject({ status: 403, error: { message: accessTokenMessages.signedInOnly } });
  });

  it("keeps at most 20 per account", async () => {
    const carol = await t.signUp();
    for (let i = 0; i < 20; i++) await makeToken(carol, "read", `t${i}`);
    expect(
      await call(t, "/api/tokens", { cookie: carol, body: { name: "21st", scope: "read" } }),
    ).toMatchObject({ status: 409, error: { message: accessTokenMessages.tooMany } });
  });

  it("revokes only the owner's token: another person's id is not found", async () => {
    const created = await makeToken(alice, "read");
    expect(
      await call(t, `/api/tokens/${created.id}`, { cookie: bob, method: "DELETE" }),
    ).toMatchObject({ status: 404 });
    expect((await bearer(created.token, "/api/tasks")).status).toBe(200);
    expect(
      (await call(t, `/api/tokens/${created.id}`, { cookie: alice, method: "DELETE" })).status,
    ).toBe(200);
    expect(await errorOf(await bearer(created.token, "/api/tasks"))).toEqual({
      status: 401,
      error: { code: "UNAUTHENTICATED", message: accessTokenMessages.invalid },
    });
  });
});

describe("Authorization: Bearer on the script doors", () => {
  it("a write token adds a thought without cookies or Origin, and it is the owner's", async () => {
    const { token } = await makeToken(alice, "write");
    await createMainGoal(t, alice, "Ship the garden cabin before winter comes");
    const res = await bearer(token, "/api/tasks", {
      body: { id: randomUUID(), text: "Order the cabin roof felt" },
    });
    expect(res.status).toBe(200);
    const task = (await res.json()) as Task;
    expect((await listTasks(t, alice)).map((x) => x.id)).toContain(task.id);
    expect((await listTasks(t, bob)).map((x) => x.id)).not.toContain(task.id);
    // the ranked list, goals, search and actions all open to it
    expect((await bearer(token, "/api/goals")).status).toBe(200);
    expect(
      (
        await bearer(token, "/api/search", {
          body: { query: "roof", scope: "active", kinds: ["task"] },
        })
      ).status,
    ).toBe(200);
    const done = await bearer(token, `/api/tasks/${task.id}/actions`, {
      body: { action: "complete" },
    });
    expect(((await done.json()) as Task).status).toBe("completed");
  });

  it("skips the origin check (not a cookie) but a cross-site cookie write is still refused", async () => {
    const { token } = await makeToken(alice, "write");
    const res = await t.app.request("/api/tasks", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        origin: "https://evil.example",
        "content-type": "application/json",
      },
      body: JSON.stringify({ id: randomUUID(), text: "From a script on another host" }),
    });
    expect(res.status).toBe(200);
    const cookieOnly = await t.app.request("/api/tasks", {
      method: "POST",
      headers: {
        cookie: alice,
        origin: "https://evil.example",
        "content-type": "application/json",
      },
      body: JSON.stringify({ id: randomUUID(), text: "forged" }),
    });
    expect(cookieOnly.status).toBe(403);
  });

  it("a read token reads and searches but cannot write", async () => {
    const { token } = await makeToken(alice, "read");
    expect((await bearer(token, "/api/tasks")).status).toBe(200);
    expect(
      (
        await bearer(token, "/api/search", {
          body: { query: "roof", scope: "active", kinds: ["task"] },
        })
      ).status,
    ).toBe(200);
    const before = (await listTasks(t, alice)).length;
    const [one] = await listTasks(t, alice);
    for (const [method, path, body] of [
      ["POST", "/api/tasks", { id: randomUUID(), text: "nope" }],
      ["PATCH", `/api/tasks/${one?.id}`, { text: "changed" }],
      ["DELETE", `/api/tasks/${one?.id}`, undefined],
      ["POST", `/api/tasks/${one?.id}/actions`, { action: "skip" }],
      ["POST", "/api/goals/subtasks", { description: "A subtask a read token wants" }],
    ] as const) {
      expect(await errorOf(await bearer(token, path, { method, body }))).toEqual({
        status: 403,
        error: { code: "FORBIDDEN", message: accessTokenMessages.readOnly },
      });
    }
    expect((await listTasks(t, alice)).length).toBe(before);
  });

  it("never opens account, token, billing, settings or auth endpoints", async () => {
    const { token } = await makeToken(alice, "write");
    const before = await call<{ tokens: AccessToken[] }>(t, "/api/tokens", { cookie: alice });
    for (const [method, path, body] of [
      ["GET", "/api/tokens", undefined],
      ["POST", "/api/tokens", { name: "escalate", scope: "write" }],
      ["DELETE", `/api/tokens/${before.body.tokens[0]?.id}`, undefined],
      ["GET", "/api/account", undefined],
      ["POST", "/api/account/password", { newPassword: "another-pass-1" }],
      [
        "POST",
        "/api/auth/change-password",
        { currentPassword: "secret123", newPassword: "x1y2z3w4" },
      ],
      ["POST", "/api/auth/delete-user", {}],
      ["GET", "/api/auth/get-session", undefined],
      ["POST", "/api/billing/checkout", undefined],
      ["GET", "/api/billing/subscription", undefined],
      ["GET", "/api/settings", undefined],
      ["PATCH", "/api/settings", { displayMode: "relaxed" }],
      ["GET", "/api/me", undefined],
      ["POST", "/api/calendar/feed", undefined],
      ["GET", "/api/events", undefined],
    ] as const) {
      expect(await errorOf(await bearer(token, path, { method, body }))).toEqual({
        status: 403,
        error: { code: "FORBIDDEN", message: accessTokenMessages.notForTokens },
      });
    }
    const after = await call<{ tokens: AccessToken[] }>(t, "/api/tokens", { cookie: alice });
    expect(after.body.tokens).toEqual(before.body.tokens);
    // the password still works: the token changed nothing
    expect((await t.signIn(await emailOf(alice), "secret123")).status).toBe(200);
  });

  it("refuses a missing, malformed, unknown or someone else's-looking token", async () => {
    for (const value of ["", "fst_", "fst_short", `fst_${"A".repeat(43)}`, "sk_live_whatever"]) {
      const res = await t.app.request("/api/tasks", {
        headers: { authorization: `Bearer ${value}` },
      });
      // an empty bearer is no token at all: no session, so 401 as well
      expect(res.status).toBe(401);
    }
  });

  it("a token never reaches another person's data, even with their cookie beside it", async () => {
    const { token } = await makeToken(alice, "write");
    const bobTask = await createTask(t, bob, { text: "Bob's dentist appointment" });
    expect((await bearer(token, `/api/tasks/${bobTask.id}`)).status).toBe(404);
    expect(
      (await bearer(token, `/api/tasks/${bobTask.id}`, { method: "PATCH", body: { text: "x" } }))
        .status,
    ).toBe(404);
    expect(
      (await bearer(token, `/api/tasks/${bobTask.id}/actions`, { body: { action: "complete" } }))
        .status,
    ).toBe(404);
    // the token decides whose request it is; bob's cookie is not read
    const mixed = await t.app.request("/api/tasks", {
      headers: { authorization: `Bearer ${token}`, cookie: bob },
    });
    const ids = ((await mixed.json()) as { tasks: Task[] }).tasks.map((x) => x.id);
    expect(ids).not.toContain(bobTask.id);
    expect(
      (
        await bearer(token, "/api/search", {
          body: { query: "dentist", scope: "active", kinds: ["task"] },
        })
      ).status,
    ).toBe(200);
    const found = (await (
      await bearer(token, "/api/search", {
        body: { query: "dentist", scope: "active", kinds: ["task"] },
      })
    ).json()) as { results: { id: string }[] };
    expect(found.results.map((r) => r.id)).not.toContain(bobTask.id);
  });

  it("applies the free tier's monthly limit as the app does", async () => {
    const dave = await t.signUp();
    const { token } = await makeToken(dave, "write");
    for (let i = 0; i < 25; i++) {
      const res = await bearer(token, "/api/tasks", {
        body: { id: randomUUID(), text: `Item ${i}` },
      });
      expect(res.status).toBe(200);
    }
    expect(
      await errorOf(
        await bearer(token, "/api/tasks", { body: { id: randomUUID(), text: "26th" } }),
      ),
    ).toEqual({
      status: 402,
      error: { code: "LIMIT_REACHED", message: monthlyLimitMessage(25, 25) },
    });
  });

  it("limits each token's requests per minute", async () => {
    const erin = await t.signUp();
    const first = await makeToken(erin, "read");
    const second = await makeToken(erin, "read");
    const statuses: number[] = [];
    for (let i = 0; i <= TOKEN_RATE_LIMIT.max; i++) {
      statuses.push((await bearer(first.token, "/api/goals")).status);
    }
    expect(statuses.slice(0, TOKEN_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // per token: the other one still works, and the next window opens again
    expect((await bearer(second.token, "/api/goals")).status).toBe(200);
    clock.advance(TOKEN_RATE_LIMIT.windowMs + 1);
    expect((await bearer(first.token, "/api/goals")).status).toBe(200);
  });

  it("documents the bearer scheme in /api/openapi.json", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(doc.components.securitySchemes.accessToken).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    expect(doc.paths["/api/tasks"]?.post?.security).toContainEqual({ accessToken: [] });
    expect(doc.paths["/api/tokens"]?.post?.security ?? []).not.toContainEqual({ accessToken: [] });
    expect(doc.paths["/api/account"]?.get?.security ?? []).not.toContainEqual({ accessToken: [] });
  });

  it("never logs a token", async () => {
    const created = await makeToken(alice, "write");
    await bearer(created.token, "/api/tasks");
    await bearer(created.token, "/api/account");
    await bearer(`${created.token}x`, "/api/tasks");
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join("\n")).not.toContain(created.token.slice(4));
  });
});

async function emailOf(cookie: string): Promise<string> {
  const me = await call<{ user: { email: string } }>(t, "/api/me", { cookie });
  return me.body.user.email;
}
