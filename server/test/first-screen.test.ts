import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createApp } from "../src/app";
import { pickEncoding } from "../src/http/static-spa";
import { api, type EndpointName } from "@firstly/core/contract/api";
import {
  call,
  createMainGoal,
  createSubtask,
  createTask,
  taskAction,
} from "./support/feature-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/** index.html carries a signed-in person's first screen, only theirs, and never runs their words. */
let t: TestApp;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(path.join(tmpdir(), "firstly-dist-"));
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><title>Firstly</title></head><body><div id="root"></div></body></html>',
  );
  app = createApp(t.deps, { webDist: dist });
});
afterAll(() => t.close());

const page = (p: string, cookie = "") => app.request(p, { headers: cookie ? { cookie } : {} });
const firstScreen = (html: string) => {
  const match = /<script id="first-screen" type="application\/json">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? "") as Record<string, unknown>) : null;
};

describe("index.html's first screen", () => {
  it("is absent for nobody signed in, and the page may be revalidated", async () => {
    const res = await page("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(firstScreen(await res.text())).toBeNull();
  });

  it("carries the person's own session, thoughts, goals, settings and usage, never stored", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const hostile = "</script><script>alert(1)</script> <!-- & buy milk";
    await createTask(t, alice, { text: hostile });
    await createTask(t, bob, { text: "Bob's own thought" });

    const res = await page("/settings", alice);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    const html = await res.text();
    // the person's words cannot close the script: every < is escaped
    expect(html).not.toContain("<script>alert(1)");
    expect(html.match(/<script/g)).toHaveLength(1);
    const data = firstScreen(html);
    expect(data).not.toBeNull();
    // Settings also carries what its own sections show
    expect(Object.keys(data ?? {}).sort()).toEqual([
      "accountInfo",
      "calendarFeed",
      "getSettings",
      "guestArrival",
      "health",
      "listAccessTokens",
      "listGoals",
      "listTasks",
      "me",
      "pushStatus",
      "usage",
    ]);
    const tasks = (data?.listTasks as { tasks: { text: string }[] }).tasks.map((x) => x.text);
    expect(tasks).toEqual([hostile]);
    // the same as the API answers
    const api = await t.request("/api/tasks", { cookie: alice });
    expect(data?.listTasks).toEqual(await api.json());
    const me = await t.request("/api/me", { cookie: alice });
    expect(data?.me).toEqual(await me.json());
    const account = await t.request("/api/account", { cookie: alice });
    expect(data?.accountInfo).toEqual(await account.json());
    const health = await t.request("/api/health");
    expect(data?.health).toEqual(await health.json());
    const arrival = await t.request("/api/account/guest-arrival", { cookie: alice });
    expect(data?.guestArrival).toEqual(await arrival.json());
    for (const [name, path] of [
      ["pushStatus", "/api/push"],
      ["listAccessTokens", "/api/tokens"],
      ["calendarFeed", "/api/calendar/feed"],
    ] as const) {
      const answer = await t.request(path, { cookie: alice });
      expect(data?.[name], name).toEqual(await answer.json());
    }

    const bobs = firstScreen(await (await page("/", bob)).text());
    // home has no account section: the account is sent only where it shows
    for (const name of ["accountInfo", "pushStatus", "listAccessTokens", "calendarFeed"])
      expect(bobs).not.toHaveProperty(name);
    expect(bobs).toHaveProperty("health");
    expect((bobs?.listTasks as { tasks: { text: string }[] }).tasks.map((x) => x.text)).toEqual([
      "Bob's own thought",
    ]);
  });

  it("carries answers the contract accepts exactly as they are (the web app does not check them again)", async () => {
    // the web app puts these answers in its cache unchecked (web app/seed-first-screen.ts,
    // decision 0029): each must parse with its endpoint's schema to itself, nothing added by a
    // default and nothing dropped, for a person with goals and thoughts of every state
    const dana = await t.signUp();
    await createMainGoal(t, dana, "Run a half marathon in the spring");
    await createSubtask(t, dana, "Run 5 km three times a week");
    await createTask(t, dana, { text: "Long run on Sunday, 14 km easy" });
    const done = await createTask(t, dana, { text: "Book the race hotel" });
    await taskAction(t, dana, done.id, { action: "complete" });
    const later = await createTask(t, dana, { text: "Book a physio check" });
    expect((await taskAction(t, dana, later.id, { action: "delay" })).status).toBe(200);
    // and Settings' own sections with something in them: a token, a calendar feed
    const token = await call(t, "/api/tokens", {
      cookie: dana,
      body: { name: "Shortcuts", scope: "read" },
    });
    expect(token.status).toBe(200);
    expect((await call(t, "/api/calendar/feed", { cookie: dana, body: {} })).status).toBe(200);
    for (const pathname of ["/", "/settings", "/completed"]) {
      const data = firstScreen(await (await page(pathname, dana)).text()) ?? {};
      expect(Object.keys(data).length).toBeGreaterThan(5);
      for (const [name, answer] of Object.entries(data)) {
        const parsed = api[name as EndpointName].output.safeParse(answer);
        expect(parsed.error, `${pathname} ${name}`).toBeUndefined();
        expect(parsed.data, `${pathname} ${name}`).toEqual(answer);
      }
    }
  });

  it("carries a thought with replacement patterns ($&, $', $`) word for word", async () => {
    const carol = await t.signUp();
    const text = "Split the bill $& pay back $' and $` today";
    await createTask(t, carol, { text });
    const html = await (await page("/", carol)).text();
    expect(html.match(/<script/g)).toHaveLength(1);
    const tasks = (firstScreen(html)?.listTasks as { tasks: { text: string }[] } | undefined)
      ?.tasks;
    expect(tasks?.map((x) => x.text)).toContain(text);
  });

  it("is absent for a cookie that names no session", async () => {
    const res = await page("/", "better-auth.session_token=not-a-session.signature");
    expect(firstScreen(await res.text())).toBeNull();
  });

  it("is compressed when the browser accepts it, and says so", async () => {
    const alice = await t.signUp();
    await createTask(t, alice, { text: "compress me" });
    const get = (encoding: string, cookie = "") =>
      app.request("/", { headers: { "accept-encoding": encoding, ...(cookie ? { cookie } : {}) } });

    const br = await get("gzip, deflate, br, zstd", alice);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const fromBr = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(firstScreen(fromBr)).not.toBeNull();
    expect(fromBr).toContain("compress me");

    const gz = await get("gzip", alice);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(firstScreen(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).not.toBeNull();

    // nobody signed in: the same page, compressed once and kept
    const guest = await get("br;q=0, gzip");
    expect(guest.headers.get("content-encoding")).toBe("gzip");
    const html = gunzipSync(Buffer.from(await guest.arrayBuffer())).toString();
    expect(html).toContain('<div id="root">');
    expect(firstScreen(html)).toBeNull();

    const plain = await get("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain('<div id="root">');
  });
});

describe("pickEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate, br", "br"],
    ["BR", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["br; q=0.0, gzip;q=0", null],
    ["br;q=0.1", "br"],
    ["deflate, identity", null],
  ])("%j -> %j", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
