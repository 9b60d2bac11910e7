import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** A lazily loaded screen: its path as the route table has it ("/tasks/:id") and its chunks. */
export type RoutePreload = { path: string; files: string[] };

/**
 * The chunks each lazily loaded screen needs beyond the first page, as the web build wrote them
 * (web/scripts/route-preloads.ts). None for a build without the file or with one it cannot read:
 * the page then loads the screen's code as before, after its own.
 */
export function readRoutePreloads(webDist: string): RoutePreload[] {
  const file = path.join(webDist, "route-preloads.json");
  if (!existsSync(file)) return [];
  try {
    const { routes } = JSON.parse(readFileSync(file, "utf8")) as { routes?: unknown };
    return Array.isArray(routes) ? routes.filter(isRoutePreload) : [];
  } catch {
    return [];
  }
}

/** The route a page's path opens on (":name" matches any one segment), if it is a lazy one. */
export function routePreloadFor(routes: RoutePreload[], pathname: string): RoutePreload | null {
  const segments = pathname.replace(/\/+$/, "").split("/");
  return (
    routes.find((route) => {
      const pattern = route.path.split("/");
      return (
        pattern.length === segments.length &&
        pattern.every((part, i) =>
          part.startsWith(":") ? segments[i] !== "" : part === segments[i],
        )
      );
    }) ?? null
  );
}

/** index.html naming the screen's chunks, so the browser fetches them beside the first page's. */
export function withRoutePreload(html: string, route: RoutePreload): string {
  const links = route.files
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join("");
  return html.replace("</head>", `${links}</head>`);
}

/** A path and chunk names only under /assets, so nothing else can be written into the page. */
function isRoutePreload(value: unknown): value is RoutePreload {
  const route = value as Partial<Record<keyof RoutePreload, unknown>> | null;
  return (
    typeof route?.path === "string" &&
    Array.isArray(route.files) &&
    route.files.every((f: unknown) => typeof f === "string" && /^\/assets\/[\w.-]+\.js$/.test(f))
  );
}
