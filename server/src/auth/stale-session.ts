import { resolveSessionUser, type SessionDeps } from "./resolve-session-user";
import { sessionCookieValue } from "./session-cache";

const GUEST_START = "/api/auth/sign-in/anonymous";

/**
 * A guest start from a browser whose session ended elsewhere (a password reset on another
 * device) carries a cookie that names no live session. better-auth then answers the start with
 * that cookie's deletion in place of the new guest's, so the guest exists but the browser never
 * holds it, and home stays empty (issue 25). The dead cookie is left out of the request instead.
 */
export async function dropEndedSessionCookie(
  deps: SessionDeps,
  path: string,
  headers: Headers,
): Promise<void> {
  if (path !== GUEST_START || !sessionCookieValue(headers.get("cookie") ?? undefined)) return;
  if (await resolveSessionUser(deps, headers)) return;
  headers.delete("cookie");
}
