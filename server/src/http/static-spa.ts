import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../context";

/**
 * Serves the built SPA from `webDist`: hashed assets with long caching, `/sw.js` never cached, and
 * index.html for every other GET outside /api (client-side routes: /privacy, /terms, /success?…),
 * carrying a signed-in person's first screen (http/first-screen-data.ts) when `firstScreen` is set.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  webDist: string,
  firstScreen?: (headers: Headers) => Promise<string | null>,
) {
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
  const sendIndex = async (c: Context<AppEnv>) => {
    if (!hasBuild) return c.text("The web app is not built yet: run `npm run build`.", 503);
    const html = readFileSync(indexPath, "utf8");
    const data = firstScreen ? await firstScreen(c.req.raw.headers) : null;
    if (!data) {
      c.header("cache-control", "no-cache");
      return c.html(html);
    }
    // a person's own data: never stored by a browser or a proxy
    c.header("cache-control", "no-store");
    c.header("vary", "Cookie");
    return c.html(
      html.replace(
        "</head>",
        `<script id="first-screen" type="application/json">${data}</script></head>`,
      ),
    );
  };
  // home is the app's page, not a static file (serveStatic would send index.html as it is)
  app.get("/", sendIndex);
  // files that exist in the build (serveStatic refuses paths outside root and falls through
  // otherwise); the build wrote .br and .gz beside each text asset, sent when the browser accepts
  // them with Content-Encoding and Vary: Accept-Encoding
  app.use("*", serveStatic({ root, precompressed: true }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api"))
      return c.json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    return sendIndex(c);
  });
}
