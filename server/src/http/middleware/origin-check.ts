import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginPolicy {
  /** the app's public origin from BASE_URL; when unset, the origin the request was sent to counts */
  baseOrigin: string | null;
  /** further origins allowed to write (TRUSTED_ORIGINS), e.g. a second domain behind a proxy */
  trusted: string[];
}

/** The origins that may write for this request: BASE_URL and TRUSTED_ORIGINS, or (BASE_URL unset)
 * the address the browser used — localhost, 127.0.0.1 or a LAN address all work out of the box. */
export function allowedOrigins(policy: OriginPolicy, request: Request): string[] {
  if (policy.baseOrigin) return [policy.baseOrigin, ...policy.trusted];
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  return [`${url.protocol}//${host}`, ...policy.trusted];
}

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
