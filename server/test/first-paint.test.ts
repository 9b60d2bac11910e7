import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { createApp } from "../src/app";
import { createTask } from "./support/feature-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The server's first paint (http/first-paint.ts, decision 0028): the web build's renderer draws a
 * signed-in person's screen into index.html's root element. The renderer here stands where the web
 * build writes its own (web/dist-ssr beside web/dist) and writes what it was given, so these tests
 * see what the server hands it and what it does with the answer; e2e/first-screen.spec.ts renders
 * with the real one.
 */
let t: TestApp;

const INDEX =
  '<!doctype html><html><head><title>Firstly</title><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>';

/** A web build in a folder of its own: index.html, and a renderer unless `renderer` is null. */
function webBuild(renderer: string | null) {
  const web = mkdtempSync(path.join(tmpdir(), "firstly-web-"));
  mkdirSync(path.join(web, "dist"));
  writeFileSync(path.join(web, "dist/index.html"), INDEX);
  if (renderer) {
    mkdirSync(path.join(web, "dist-ssr"));
    writeFileSync(path.join(web, "dist-ssr/render-first-paint.js"), renderer);
  }
  return createApp(t.deps, { webDist: path.join(web, "dist") });
}

const PAINTS = 'export const PAINTED_PATHS = ["/", "/settings", "/completed"];';

const ECHO = `${PAINTS}
let calls = 0;
export async function renderFirstPaint(pathname, data) {
  calls += 1;
  const texts = data.listTasks.tasks.map((task) => task.text.replace(/&/g, "&amp;").replace(/</g, "&lt;"));
  return '<main data-path="' + pathname + '" data-calls="' + calls + '">' + texts.join("|") + "</main>";
}`;

const root = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(?:<script id="app-code"|<\/body>)/.exec(html)?.[1];

/** What a painted page starts its code with (http/start-after-paint.ts): its data and starter. */
function starter(html: string) {
  const code = /<script id="app-code" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const script = /<script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  return { code: code ? (JSON.parse(code) as unknown) : null, script };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the server's first paint", () => {
  it("draws a signed-in person's home and the drawers over it, inert, code started after it", async () => {
    const app = webBuild(ECHO);
    const alice = await t.signUp();
    const hostile = "</div><script>alert(1)</script> & call the bank";
    await createTask(t, alice, { text: hostile });
    for (const at of ["/", "/settings", "/completed"]) {
      const res = await app.request(at, { headers: { cookie: alice } });
      const html = await res.text();
      const painted = root(html);
      expect(painted).toMatch(/^<div inert data-first-paint=""><main data-path="[^"]+"/);
      expect(painted).toContain(`data-path="${at}"`);
      // the renderer got the same data the page carries, the person's words included
      expect(painted).toContain("&lt;/div>&lt;script>alert(1)&lt;/script> &amp; call the bank");
      // the code is not asked for by the page itself: the starter adds it after the first picture
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const { code, script } = starter(html);
      expect(code).toEqual({ entry: "/assets/index.js", preloads: ["/assets/react.js"] });
      // the one inline script runs only because the content security policy names its hash
      const hash = createHash("sha256")
        .update(script ?? "")
        .digest("base64");
      expect(res.headers.get("content-security-policy")).toMatch(
        new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, "\\$&")}'`),
      );
    }
  });

  it("is kept while the person's data is unchanged, and drawn again when it changes", async () => {
    const app = webBuild(ECHO);
    const bob = await t.signUp();
    await createTask(t, bob, { text: "Water the plants" });
    const calls = async () =>
      /data-calls="(\d+)"/.exec(
        (await (await app.request("/", { headers: { cookie: bob } })).text()) ?? "",
      )?.[1];
    const first = await calls();
    expect(await calls()).toBe(first);
    await createTask(t, bob, { text: "Call the plumber" });
    expect(Number(await calls())).toBeGreaterThan(Number(first));
  });

  it("leaves the page as it was for nobody signed in, other screens, no renderer, or a failed render", async () => {
    const carol = await t.signUp();
    await createTask(t, carol, { text: "Book the dentist" });
    const painted = webBuild(ECHO);
    const nobody = await (await painted.request("/")).text();
    expect(root(nobody)).toBe("");
    // a page not painted asks for its code itself, as built
    expect(nobody).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(starter(nobody).code).toBeNull();
    const add = await (await painted.request("/add", { headers: { cookie: carol } })).text();
    expect(root(add)).toBe("");
    expect(add).toContain('id="first-screen"');

    for (const renderer of [
      null,
      `${PAINTS} export async function renderFirstPaint() { throw new Error('Book the dentist'); }`,
      "export const somethingElse = 1;",
    ]) {
      const res = await webBuild(renderer).request("/", { headers: { cookie: carol } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(root(html)).toBe("");
      expect(html).toContain('id="first-screen"');
      expect(starter(html).code).toBeNull();
    }
  });
});
