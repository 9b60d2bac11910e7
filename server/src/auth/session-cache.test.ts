import { describe, expect, it } from "vitest";
import {
  SESSION_CACHE_MAX,
  SESSION_CACHE_TTL_MS,
  SessionCache,
  sessionCookieValue,
} from "./session-cache";

const user = { id: "u1", email: "a@example.com", name: "a", isGuest: false };

describe("SessionCache", () => {
  it("answers for a minute, never past the session's own expiry", () => {
    const cache = new SessionCache();
    cache.set("t", user, 10_000_000, cache.generation, 0);
    expect(cache.get("t", SESSION_CACHE_TTL_MS - 1)).toEqual(user);
    expect(cache.get("t", SESSION_CACHE_TTL_MS)).toBeUndefined();
    cache.set("s", user, 5_000, cache.generation, 0);
    expect(cache.get("s", 4_999)).toEqual(user);
    expect(cache.get("s", 5_000)).toBeUndefined();
  });

  it("does not store a lookup that began before a clear", () => {
    const cache = new SessionCache();
    const started = cache.generation;
    cache.clear();
    cache.set("t", user, 10_000_000, started, 0);
    expect(cache.get("t", 1)).toBeUndefined();
  });

  it("empties on clear and stays bounded", () => {
    const cache = new SessionCache();
    for (let i = 0; i <= SESSION_CACHE_MAX; i++) cache.set(`t${i}`, user, 10_000_000, 0, 0);
    expect(cache.size).toBe(SESSION_CACHE_MAX);
    expect(cache.get("t0", 1)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("reads better-auth's session cookie, plain or __Secure-", () => {
    expect(sessionCookieValue("a=1; better-auth.session_token=abc.def; b=2")).toBe("abc.def");
    expect(sessionCookieValue("__Secure-better-auth.session_token=xyz")).toBe("xyz");
    expect(sessionCookieValue("other=1")).toBeNull();
    expect(sessionCookieValue(undefined)).toBeNull();
  });
});
