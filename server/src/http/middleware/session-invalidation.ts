import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { sessionCookieValue } from "../../auth/session-cache";

/** Paths that start a session for someone who has none: they cannot make a cached one stale. */
const SESSION_STARTS = new Set(["/api/auth/sign-in/email", "/api/auth/sign-up/email"]);

/** Whether this request may have ended, replaced or changed a session or the person behind it. */
export function changesSessions(method: string, path: string, cookieHeader?: string): boolean {
  if (method === "GET" || method === "HEAD") {
    // OAuth callbacks sign in, link accounts and can end a guest's session
    return path.startsWith("/api/auth/") && path.includes("/callback");
  }
  if (SESSION_STARTS.has(path) && !sessionCookieValue(cookieHeader)) return false;
  return true;
}

/**
 * After any write through /api/auth or /api/account — sign-out, password change or reset,
 * revoking sessions, a name or email change, a guest becoming an account, deleting the account —
 * the session cache is emptied on this instance before the answer leaves, and on every other
 * instance through the notifier. So a revoked session is refused at once here, and elsewhere as
 * soon as the notification arrives, never a whole cache lifetime later.
 */
export function sessionInvalidation(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const invalidate = changesSessions(c.req.method, c.req.path, c.req.header("cookie"));
    try {
      await next();
    } finally {
      if (invalidate) deps.notifier.publishSessionsChanged();
    }
  };
}
