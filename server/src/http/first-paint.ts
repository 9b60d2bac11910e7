import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "../logger";

/** The web build's server entry (web/src/first-paint/render-first-paint.tsx, built to dist-ssr). */
interface Renderer {
  renderFirstPaint: (pathname: string, data: object) => Promise<string | null>;
  /** the pages it draws (home and the drawers over it) */
  PAINTED_PATHS: readonly string[];
}

/** Pages opened often enough to keep: a person reloading home with nothing changed. */
const KEPT_PAGES = 200;

/**
 * A signed-in person's first screen drawn on the server, so a phone paints their list as soon as
 * the HTML and the stylesheet arrive instead of after the first page's JavaScript has run
 * (decision 0028). The markup is React's own render of the same components the app renders,
 * from the data index.html carries anyway (http/first-screen-data.ts); the app then renders
 * over it (web/src/main.tsx). It sits in an `inert` wrapper: nothing in it can be clicked,
 * focused or read out before the app that works it has taken over.
 *
 * Returns null where no first paint is made: no build of the renderer (a server without the web
 * build's dist-ssr, as in most server tests), a screen that is not home or drawn over home, or a
 * render that failed (logged without its data; the page then loads as it did before).
 */
export function createFirstPaint(webDist: string, log: Logger) {
  const file = path.join(webDist, "../dist-ssr/render-first-paint.js");
  // loaded as the server starts, not on the first person's page
  const renderer = loadRenderer(file, log);
  const kept = new Map<string, string>();
  return async (pathname: string, json: string): Promise<string | null> => {
    const render = await renderer;
    if (!render?.PAINTED_PATHS.includes(pathname.replace(/\/+$/, "") || "/")) return null;
    const key = createHash("sha256").update(pathname).update("\0").update(json).digest("base64");
    const known = kept.get(key);
    if (known !== undefined) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    try {
      const markup = await render.renderFirstPaint(pathname, JSON.parse(json) as object);
      if (!markup) return null;
      const html = `<div inert data-first-paint="">${markup}</div>`;
      kept.set(key, html);
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value ?? "");
      return html;
    } catch (error) {
      log.warn("first_paint.failed", { error: error instanceof Error ? error.name : "unknown" });
      return null;
    }
  };
}

async function loadRenderer(file: string, log: Logger): Promise<Renderer | null> {
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<Renderer>;
    const { renderFirstPaint, PAINTED_PATHS } = module;
    return typeof renderFirstPaint === "function" && Array.isArray(PAINTED_PATHS)
      ? { renderFirstPaint, PAINTED_PATHS }
      : null;
  } catch (error) {
    log.warn("first_paint.unavailable", {
      error: error instanceof Error ? error.name : "unknown",
    });
    return null;
  }
}
