import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import type { AppEnv } from "../src/context";
import { readRoutePreloads, routePreloadFor } from "../src/http/route-preloads";
import { mountSpa } from "../src/http/static-spa";

// a page that opens on a lazily loaded screen names its code (web/scripts/route-preloads.ts)
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>';
const ROUTES = [
  { path: "/settings", files: ["/assets/settings-panel-b2.js", "/assets/left-drawer-c3.js"] },
  { path: "/tasks/:id", files: ["/assets/task-route-d4.js"] },
];

function dist(routes: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), "firstly-dist-"));
  writeFileSync(path.join(dir, "index.html"), INDEX);
  if (routes !== undefined)
    writeFileSync(
      path.join(dir, "route-preloads.json"),
      typeof routes === "string" ? routes : JSON.stringify({ routes }),
    );
  return dir;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("route preloads", () => {
  it("match a screen's path, its :params one segment each, a trailing slash or not", () => {
    expect(routePreloadFor(ROUTES, "/settings")?.path).toBe("/settings");
    expect(routePreloadFor(ROUTES, "/settings/")?.path).toBe("/settings");
    expect(routePreloadFor(ROUTES, "/tasks/abc-123")?.path).toBe("/tasks/:id");
    expect(routePreloadFor(ROUTES, "/")).toBeNull();
    expect(routePreloadFor(ROUTES, "/tasks")).toBeNull();
    expect(routePreloadFor(ROUTES, "/tasks/abc/more")).toBeNull();
    expect(routePreloadFor(ROUTES, "/settingsx")).toBeNull();
  });

  it("are none for a build without the file, one that cannot be read, or names outside /assets", () => {
    expect(readRoutePreloads(dist(undefined))).toEqual([]);
    expect(readRoutePreloads(dist("{not json"))).toEqual([]);
    expect(
      readRoutePreloads(
        dist([
          { path: "/add", files: ['/assets/x.js"><script>alert(1)</script>'] },
          { path: "/help", files: ["https://elsewhere.example/a.js"] },
          ...ROUTES,
        ]),
      ),
    ).toEqual(ROUTES);
  });

  it("are named in the page sent for that screen, compressed or not, and nowhere else", async () => {
    const app = new Hono<AppEnv>();
    mountSpa(app, dist(ROUTES));
    const settings = await (await app.request("/settings")).text();
    expect(preloads(settings)).toEqual(ROUTES[0]?.files);
    // the links go in the head, after what the build put there
    expect(settings.indexOf("modulepreload")).toBeGreaterThan(settings.indexOf("index-a1.js"));
    expect(settings.indexOf("modulepreload")).toBeLessThan(settings.indexOf("</head>"));
    const task = await (await app.request("/tasks/abc")).text();
    expect(preloads(task)).toEqual(["/assets/task-route-d4.js"]);
    expect(preloads(await (await app.request("/")).text())).toEqual([]);
    expect(preloads(await (await app.request("/privacy")).text())).toEqual([]);

    const compressed = await app.request("/settings", { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    const body = brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString();
    expect(body).toBe(settings);
  });
});
