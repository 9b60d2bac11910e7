import type { SessionUser } from "./session-user";

/** How long this process trusts a session it resolved without asking the database again. */
export const SESSION_CACHE_TTL_MS = 60_000;
/** Bounded: past this many live entries the oldest go first. */
export const SESSION_CACHE_MAX = 10_000;

const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token)=([^;]+)/;

/** The signed session cookie's value, or null when the request carries none. */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return SESSION_COOKIE.exec(cookieHeader)?.[2] ?? null;
}

interface Entry {
  user: SessionUser;
  /** min(resolved + TTL, the session's own expiry) */
  until: number;
}

/**
 * Signed-in requests resolved within the last minute cost no session query. Keyed by the exact
 * signed cookie; an entry never outlives its session. `clear()` empties it (every auth or account
 * write does, here and — through the notifier — on every other instance) and starts a new
 * generation: a lookup that began before a clear never stores its (possibly stale) answer.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private gen = 0;

  get generation(): number {
    return this.gen;
  }

  get(token: string, now: number): SessionUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  set(token: string, user: SessionUser, sessionExpiresAt: number, startedGen: number, now: number) {
    if (startedGen !== this.gen) return;
    const until = Math.min(now + SESSION_CACHE_TTL_MS, sessionExpiresAt);
    if (until <= now) return;
    if (this.entries.size >= SESSION_CACHE_MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(token);
    this.entries.set(token, { user, until });
  }

  clear(): void {
    this.gen += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
