import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { resolveSessionUser } from "../../auth/resolve-session-user";

/**
 * Resolves the session cookie to the signed-in person or guest (or null) for every /api route.
 * A cookie this process resolved within the last minute is answered from the session cache (no
 * query, no signature check); every auth or account write empties that cache (session-invalidation).
 */
export function sessionUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // a bearer request is the token's person (bearer-token.ts); its cookies are never read
    if (c.get("accessToken")) return next();
    c.set("user", null);
    if (c.req.path.startsWith("/api/auth/")) return next();
    c.set("user", await resolveSessionUser(deps, c.req.raw.headers));
    return next();
  };
}
