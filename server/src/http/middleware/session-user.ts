import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv, SessionUser } from "../../context";

/** Resolves the session cookie to the signed-in person or guest (or null) for every /api route. */
export function sessionUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    if (!c.req.path.startsWith("/api/auth/")) {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      if (session) {
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
        c.set("user", user);
      }
    }
    await next();
  };
}
