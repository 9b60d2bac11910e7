import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../../errors/app-error";
import { allowedOrigins, type OriginPolicy } from "../../auth/allowed-origins";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * One check for every write under /api, with or without a body: a browser names the page that sent
 * it in `Origin` (or, failing that, `Sec-Fetch-Site`); anything from another site is refused before
 * it reaches auth or a route. Clients that send neither (curl, server-to-server) carry no victim's
 * cookies through a browser, so they pass.
 */
export function originCheck(
  policy: OriginPolicy,
  options: { exempt?: (path: string, c: Context) => boolean } = {},
): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.exempt?.(c.req.path, c)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (!allowedOrigins(policy, c.req.raw).includes(origin)) {
        throw new AppError("FORBIDDEN", "Cross-site request refused");
      }
      return next();
    }
    const site = c.req.header("sec-fetch-site");
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      throw new AppError("FORBIDDEN", "Cross-site request refused");
    }
    return next();
  };
}
