import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../context";
import {
  readRoutePreloads,
  routePreloadFor,
  withRoutePreload,
  type RoutePreload,
} from "./route-preloads";
import { withScriptsAfterPaint } from "./start-after-paint";

/**
 * Serves the built SPA from `webDist`: hashed assets with long caching, `/sw.js` never cached, and
 * index.html for every other GET outside /api (client-side routes: /privacy, /terms, /success?…),
 * carrying a signed-in person's first screen (http/first-screen-data.ts) when `firstScreen` is set
 * and, on a screen whose code loads lazily, that code's chunks (http/route-preloads.ts).
 */
export function mountSpa(
  app: Hono<AppEnv>,
  webDist: string,
  firstScreen?: (headers: Headers, pathname: string) => Promise<string | null>,
  /** that screen drawn, to go inside the page's root element (http/first-paint.ts) */
  firstPaint?: (pathname: string, data: string) => Promise<string | null>,
) {
  const indexPath = path.join(webDist, "index.html");
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
  // read once (lazily, so a build that lands after start is still found) and kept with its
  // compressed forms: index.html is on every page load's path
  let pages: IndexPages | null = null;
  const sendIndex = async (c: Context<AppEnv>) => {
    if (!pages && !existsSync(indexPath))
      return c.text("The web app is not built yet: run `npm run build`.", 503);
    pages ??= loadIndexPages(indexPath, webDist);
    const index = pageFor(pages, c.req.path);
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    const data = firstScreen ? await firstScreen(c.req.raw.headers, c.req.path) : null;
    c.header("content-type", "text/html; charset=UTF-8");
    if (data) {
      // a person's own data: never stored by a browser or a proxy
      c.header("cache-control", "no-store");
      c.header("vary", "Cookie, Accept-Encoding");
    } else {
      c.header("cache-control", "no-cache");
      c.header("vary", "Accept-Encoding");
    }
    const painted = data && firstPaint ? await firstPaint(c.req.path, data) : null;
    // a painted page starts its code after its first picture: that form of the page is made once
    // per page, before a person's data is in it, not on every request
    const template = painted
      ? (index.startedAfterPaint ??= withScriptsAfterPaint(index.html))
      : index.html;
    // functions, so a `$&` or `$'` a person wrote is not read as a replacement pattern
    const html = data
      ? template
          .replace(
            "</head>",
            () => `<script id="first-screen" type="application/json">${data}</script></head>`,
          )
          .replace('<div id="root"></div>', () => `<div id="root">${painted ?? ""}</div>`)
      : null;
    if (encoding) c.header("content-encoding", encoding);
    if (!html) return c.body(encoding ? index[encoding] : index.html);
    return c.body(encoding ? compress(html, encoding) : html);
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

type Encoding = "br" | "gzip";
type IndexFile = {
  html: string;
  /** the page as a painted one sends it (http/start-after-paint.ts), made when first needed */
  startedAfterPaint?: string;
} & Record<Encoding, Uint8Array<ArrayBuffer>>;

/** index.html as built, and as sent for each lazily loaded screen (naming its code), compressed. */
type IndexPages = { plain: IndexFile; routes: RoutePreload[]; byRoute: Map<string, IndexFile> };

function indexFile(html: string): IndexFile {
  return { html, br: compress(html, "br"), gzip: compress(html, "gzip") };
}

function loadIndexPages(indexPath: string, webDist: string): IndexPages {
  const plain = indexFile(readFileSync(indexPath, "utf8"));
  return { plain, routes: readRoutePreloads(webDist), byRoute: new Map() };
}

/** The page for a path: a screen loaded lazily names its chunks (http/route-preloads.ts). */
function pageFor(pages: IndexPages, pathname: string): IndexFile {
  const route = routePreloadFor(pages.routes, pathname);
  if (!route) return pages.plain;
  let page = pages.byRoute.get(route.path);
  if (!page) {
    page = indexFile(withRoutePreload(pages.plain.html, route));
    pages.byRoute.set(route.path, page);
  }
  return page;
}

/** brotli when the browser takes it, else gzip, else none (q=0 means "not this one"). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/** A fast brotli level: a signed-in index.html is compressed on every request. */
function compress(text: string, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const buffer =
    encoding === "br"
      ? brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(text, { level: 6 });
  return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length));
}
