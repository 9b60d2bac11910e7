import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv, SessionUser } from "../../context";
import { sessionCookieValue } from "../../auth/session-cache";

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

/** The signed-in person or guest a request's cookie names, or null (also for index.html). */
export async function resolveSessionUser(
  deps: AppDeps,
  headers: Headers,
): Promise<SessionUser | null> {
  const token = sessionCookieValue(headers.get("cookie") ?? undefined);
  if (!token) return null;
  const cached = deps.sessions.get(token, Date.now());
  if (cached) return cached;
  const generation = deps.sessions.generation;
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user as {
    id: string;
    email: string;
    name: string;
    isAnonymous?: boolean | null;
  };
  const isGuest = Boolean(u.isAnonymous);
  const user: SessionUser = {
    id: u.id,
    email: isGuest ? null : u.email,
    name: isGuest ? null : u.name,
    isGuest,
  };
  const expiresAt = new Date(session.session.expiresAt).getTime();
  deps.sessions.set(token, user, expiresAt, generation, Date.now());
  return user;
}
