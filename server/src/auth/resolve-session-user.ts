import type { Auth } from "./create-auth";
import type { SessionUser } from "./session-user";
import { sessionCookieValue, type SessionCache } from "./session-cache";

/** What resolving a session needs: better-auth and this process's session cache. */
export interface SessionDeps {
  auth: Auth;
  sessions: SessionCache;
}

/** The signed-in person or guest a request's cookie names, or null (also for index.html). */
export async function resolveSessionUser(
  deps: SessionDeps,
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
