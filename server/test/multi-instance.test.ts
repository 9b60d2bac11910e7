import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { eq } from "drizzle-orm";
import type { ChangeEvent } from "@firstly/core/contract/session";
import { createApp } from "../src/app";
import type { AppDeps } from "../src/context";
import { jobs, userTasks } from "../src/db/schema";
import { startJobWorker } from "../src/jobs/job-worker";
import { cookieFrom, TEST_ORIGIN } from "./support/test-app";
import { openTwoInstances, type TwoInstances } from "./support/two-instances";

/**
 * DESIGN: with PostgreSQL the server is stateless — N instances share sessions, rate limits, jobs
 * and live events. Two instances on one database prove it. Runs when TEST_DATABASE_URL is set
 * (CI's PostgreSQL pass); PGlite is one process by design.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))("two instances on one PostgreSQL database", () => {
  let instances: TwoInstances;
  let a: AppDeps;
  let b: AppDeps;
  beforeAll(async () => {
    instances = await openTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  const post = (deps: AppDeps, path: string, body: unknown, cookie = "", ip = "203.0.113.50") =>
    createApp(deps).request(path, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        cookie,
        "x-forwarded-for": ip,
      },
      body: JSON.stringify(body),
    });

  /** Signs up on instance `deps` from its own address; returns the session cookie and user id. */
  async function signUpOn(deps: AppDeps, email: string, ip: string) {
    const res = await post(
      deps,
      "/api/auth/sign-up/email",
      { email, password: "secret123", name: email },
      "",
      ip,
    );
    const cookie = cookieFrom(res);
    const me = await createApp(deps).request("/api/me", { headers: { cookie } });
    return { cookie, userId: ((await me.json()) as { user: { id: string } }).user.id };
  }

  it("shares sessions and auth rate limits", async () => {
    const res = await post(a, "/api/auth/sign-up/email", {
      email: "n@example.com",
      password: "secret123",
      name: "n",
    });
    const cookie = cookieFrom(res);
    const me = await createApp(b).request("/api/me", { headers: { cookie } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe("n@example.com");

    const statuses: number[] = [];
    for (const deps of [a, b, a, b]) {
      statuses.push(
        (
          await post(
            deps,
            "/api/auth/sign-in/email",
            { email: "n@example.com", password: "nope-nope" },
            "",
            "203.0.113.99",
          )
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("delivers a change made on one instance to an event stream open on the other", async () => {
    const { cookie, userId } = await signUpOn(a, "live@example.com", "203.0.113.51");
    const seen: ChangeEvent[] = [];
    const unsubscribe = a.notifier.subscribe(userId, (e) => seen.push(e));
    const id = randomUUID();
    const created = await post(b, "/api/tasks", { id, text: "written on instance b" }, cookie);
    expect(created.status).toBe(200);
    await expect.poll(() => seen.map((e) => e.kind), { timeout: 5_000 }).toContain("tasks");
    // an edit announces its change once its update has committed (Notifier.publishWritten)
    const edited = await createApp(b).request(`/api/tasks/${id}`, {
      method: "PATCH",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie },
      body: JSON.stringify({ text: "edited on instance b" }),
    });
    expect(edited.status).toBe(200);
    await expect
      .poll(() => seen.filter((e) => e.kind === "tasks" && e.ids?.includes(id)).length, {
        timeout: 5_000,
      })
      .toBe(2);
    unsubscribe();
  });

  it("survives the database dropping every connection, and live events resume", async () => {
    const { cookie, userId } = await signUpOn(a, "restart@example.com", "203.0.113.53");
    const seen: ChangeEvent[] = [];
    const unsubscribe = a.notifier.subscribe(userId, (e) => seen.push(e));

    // as in a database restart: every connection of both instances is terminated
    const admin = new pg.Client({ connectionString: instances.url });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await admin.end();

    // the processes are still alive; requests work again and the listener reconnects
    await expect
      .poll(
        async () =>
          (await post(b, "/api/tasks", { id: randomUUID(), text: "after the restart" }, cookie))
            .status,
        { timeout: 10_000 },
      )
      .toBe(200);
    await expect
      .poll(
        async () => {
          await post(b, "/api/tasks", { id: randomUUID(), text: "ping" }, cookie);
          return seen.some((e) => e.kind === "tasks");
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    unsubscribe();
  });

  it("keeps a list on each instance until anyone, anywhere, changes that person's thoughts", async () => {
    const { cookie, userId } = await signUpOn(a, "kept@example.com", "203.0.113.53");
    const list = async (deps: AppDeps) => {
      const res = await createApp(deps).request("/api/tasks", { headers: { cookie } });
      return ((await res.json()) as { tasks: { text: string }[] }).tasks.map((x) => x.text);
    };
    const id = randomUUID();
    expect((await post(a, "/api/tasks", { id, text: "first words" }, cookie)).status).toBe(200);
    expect(await list(b)).toEqual(["first words"]);
    expect(b.notifier.listToken(userId)).not.toBeNull();
    const token = b.notifier.listToken(userId);
    const writesOnB = b.database.writes.value;

    // instance A edits: B's own write counter does not move, A's announcement moves its token
    const edited = await createApp(a).request(`/api/tasks/${id}`, {
      method: "PATCH",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie },
      body: JSON.stringify({ text: "edited on A" }),
    });
    expect(edited.status).toBe(200);
    await expect.poll(() => list(b), { timeout: 2_000, interval: 20 }).toEqual(["edited on A"]);
    expect(b.notifier.listToken(userId)).not.toBe(token);
    expect(b.database.writes.value).toBe(writesOnB);

    // a write from outside both (a script, an admin): both instances see it
    const outside = new pg.Client({ connectionString: instances.url });
    await outside.connect();
    await outside.query("update user_tasks set text = 'edited outside' where id = $1", [id]);
    await outside.end();
    await expect.poll(() => list(a), { timeout: 2_000, interval: 20 }).toEqual(["edited outside"]);
    await expect.poll(() => list(b), { timeout: 2_000, interval: 20 }).toEqual(["edited outside"]);
  });

  it("announces a quick write's list change after its commit, not from inside its transaction", async () => {
    // a notification sent inside a transaction holds a database-wide lock through its commit
    const heard: unknown[] = [];
    const listener = new pg.Client({ connectionString: instances.url });
    await listener.connect();
    listener.on("notification", (msg) => heard.push(JSON.parse(msg.payload ?? "null")));
    await listener.query("LISTEN firstly_changes");
    try {
      const { cookie, userId } = await signUpOn(a, "announced@example.com", "203.0.113.54");
      const id = randomUUID();
      expect((await post(a, "/api/tasks", { id, text: "announced" }, cookie)).status).toBe(200);
      const edited = await createApp(a).request(`/api/tasks/${id}`, {
        method: "PATCH",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie },
        body: JSON.stringify({ text: "announced again" }),
      });
      expect(edited.status).toBe(200);
      const event = { userId, event: { kind: "tasks", ids: [id] } };
      // each write: its list change, then its event, in the app's batch
      await expect
        .poll(() => heard.flat().filter((n) => JSON.stringify(n) === JSON.stringify(event)).length)
        .toBe(2);
      const aboutThem = heard.filter((n) => JSON.stringify(n).includes(userId));
      expect(aboutThem.every(Array.isArray)).toBe(true);
      for (const batch of aboutThem as unknown[][]) {
        const at = batch.findIndex((n) => JSON.stringify(n) === JSON.stringify(event));
        if (at >= 0) expect(batch.slice(0, at)).toContainEqual({ list: userId });
      }

      // the trigger still announces every other write, and stays silent only when told
      const outside = new pg.Client({ connectionString: instances.url });
      await outside.connect();
      await outside.query("begin");
      await outside.query("select set_config('firstly.announced', 'on', true)");
      await outside.query("update user_tasks set text = 'quiet' where id = $1", [id]);
      await outside.query("commit");
      await outside.query("update user_tasks set text = 'loud' where id = $1", [id]);
      await outside.end();
      await expect
        .poll(() => heard.filter((n) => JSON.stringify(n) === JSON.stringify({ list: userId })))
        .toHaveLength(1);
    } finally {
      await listener.end();
    }
  });

  it("runs each background job exactly once with two workers", async () => {
    const { cookie, userId } = await signUpOn(a, "jobs@example.com", "203.0.113.52");
    await post(
      a,
      "/api/goals/main",
      { description: "Grow the newsletter to 1,000 readers" },
      cookie,
    );
    const runs: string[] = [];
    const count = (deps: AppDeps, name: string): AppDeps => ({
      ...deps,
      scorer: {
        ...deps.scorer,
        runRescore: async (u, p) => {
          runs.push(name);
          await deps.scorer.runRescore(u, p);
        },
      },
    });
    await a.db.delete(jobs);
    for (let i = 0; i < 12; i++) await a.scorer.enqueueRescore(a.db, userId, {});
    const workers = [startJobWorker(count(a, "a")), startJobWorker(count(b, "b"))];
    await expect
      .poll(async () => (await a.db.select().from(jobs)).length, { timeout: 20_000 })
      .toBe(0);
    await Promise.all(workers.map((w) => w.stop()));
    expect(runs).toHaveLength(12);
    const tasks = await a.db.select().from(userTasks).where(eq(userTasks.userId, userId));
    expect(tasks).toHaveLength(0);
  });
  it("a token made on one instance works on the other, and its revocation is final on both at once", async () => {
    const { cookie } = await signUpOn(a, "tokens@example.com", "203.0.113.53");
    const { cookie: other } = await signUpOn(b, "tokens-b@example.com", "203.0.113.54");
    const made = await post(a, "/api/tokens", { name: "Script", scope: "write" }, cookie);
    const { id, token } = (await made.json()) as { id: string; token: string };
    const bearerGet = (deps: AppDeps) =>
      createApp(deps).request("/api/tasks", { headers: { authorization: `Bearer ${token}` } });
    const added = await createApp(b).request("/api/tasks", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ id: randomUUID(), text: "Added through instance b" }),
    });
    expect(added.status).toBe(200);
    // a token of A never reaches B's data on either instance
    const bList = await createApp(a).request("/api/tasks", { headers: { cookie: other } });
    expect(((await bList.json()) as { tasks: unknown[] }).tasks).toEqual([]);
    expect((await bearerGet(a)).status).toBe(200);
    expect((await bearerGet(b)).status).toBe(200);

    const revoked = await createApp(a).request(`/api/tokens/${id}`, {
      method: "DELETE",
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(revoked.status).toBe(200);
    // no waiting, no notification needed: the very next request on b is refused
    expect((await bearerGet(b)).status).toBe(401);
    expect((await bearerGet(a)).status).toBe(401);
  });

  it("a calendar address made again on one instance stops the old one on the other at once", async () => {
    const { cookie } = await signUpOn(a, "feed@example.com", "203.0.113.55");
    const feedPath = async (deps: AppDeps) => {
      const res = await post(deps, "/api/calendar/feed", undefined, cookie);
      const { url } = (await res.json()) as { url: string };
      return new URL(url.replace(/^webcal:/, "http:")).pathname;
    };
    const first = await feedPath(a);
    expect((await createApp(b).request(first)).status).toBe(200);
    const second = await feedPath(b);
    expect((await createApp(a).request(first)).status).toBe(404);
    expect((await createApp(a).request(second)).status).toBe(200);
  });
});
