import type { MiddlewareHandler } from "hono";

/**
 * API answers carry a person's data: no browser, proxy or CDN may keep a copy. The header is set
 * on the response's own headers: `c.header()` after the response exists would rebuild it around
 * a body stream (a third of a kept list's cost on Node).
 */
export const noStore = (): MiddlewareHandler => async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
};
