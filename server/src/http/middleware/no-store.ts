import type { MiddlewareHandler } from "hono";

/** API answers carry a person's data: no browser, proxy or CDN may keep a copy. */
export const noStore = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
};
