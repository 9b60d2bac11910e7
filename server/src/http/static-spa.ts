import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../context";

/**
 * Serves the built SPA from `webDist`: hashed assets with long caching, `/sw.js` never cached, and
 * index.html for every other GET outside /api (client-side routes: /privacy, /terms, /success?…).
 */
export function mountSpa(app: Hono<AppEnv>, webDist: string) {
  const indexPath = path.join(webDist, "index.html");
  const hasBuild = existsSync(indexPath);
  const root = path.relative(process.cwd(), webDist) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set("cache-control", "public, max-age=31536000, immutable");
  });
  app.use("/sw.js", async (c, next) => {
    await next();
    c.res.headers.set("cache-control", "no-cache");
    c.res.headers.set("service-worker-allowed", "/");
  });
  // source maps stay on the server (vite writes them "hidden"): never served
  app.get("*", async (c, next) => {
    if (c.req.path.endsWith(".map")) return c.text("Not found", 404);
    await next();
  });
  // files that exist in the build (serveStatic refuses paths outside root and falls through
  // otherwise); the build wrote .br and .gz beside each text asset, sent when the browser accepts
  // them with Content-Encoding and Vary: Accept-Encoding
  app.use("*", serveStatic({ root, precompressed: true }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api"))
      return c.json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    if (!hasBuild) return c.text("The web app is not built yet: run `npm run build`.", 503);
    c.header("cache-control", "no-cache");
    return c.html(readFileSync(indexPath, "utf8"));
  });
}
