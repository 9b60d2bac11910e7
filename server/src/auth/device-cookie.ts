import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * OWASP "device cookies" (decision 0024): a browser that has signed in to an account carries a
 * token the server signed for that account, and its sign-in attempts count against an allowance of
 * its own instead of the allowance shared by every unknown browser. A token names the account (its
 * user id, not the address), a random nonce and when it was issued, under an HMAC keyed from the
 * auth secret: it cannot be forged, and it counts only for the account it names.
 */
export const DEVICE_COOKIE = "firstly_device";
/** A device token lives a year; every sign-in from the browser issues a fresh one. */
export const DEVICE_TOKEN_TTL_MS = 365 * 24 * 60 * 60_000;
/** Accounts remembered per browser (a shared family computer); the newest are kept. */
export const DEVICE_TOKENS_PER_BROWSER = 5;

export interface DeviceToken {
  userId: string;
  nonce: string;
  issuedAt: number;
  /** the token as it travels in the cookie */
  raw: string;
}

const key = (secret: string) =>
  createHmac("sha256", secret).update("firstly device cookie v1").digest();

const sign = (secret: string, payload: string) =>
  createHmac("sha256", key(secret)).update(payload).digest("base64url");

/** A new token for `userId`, signed with the server's secret. */
export function signDeviceToken(secret: string, userId: string, now: number): string {
  const payload = [
    Buffer.from(userId).toString("base64url"),
    randomBytes(16).toString("base64url"),
    now.toString(36),
  ].join(".");
  return `${payload}.${sign(secret, payload)}`;
}

/** The token if its signature is the server's and it has not expired, else null. */
export function verifyDeviceToken(secret: string, raw: string, now: number): DeviceToken | null {
  const parts = raw.split(".");
  if (parts.length !== 4) return null;
  const [user, nonce, issued, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${user}.${nonce}.${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const issuedAt = parseInt(issued, 36);
  if (!Number.isFinite(issuedAt) || issuedAt > now || now - issuedAt > DEVICE_TOKEN_TTL_MS) {
    return null;
  }
  return { userId: Buffer.from(user, "base64url").toString(), nonce, issuedAt, raw };
}

/** The valid tokens in a request's Cookie header (forged, expired or malformed ones are ignored). */
export function readDeviceTokens(secret: string, cookieHeader: string | null, now: number) {
  const value = cookieValue(cookieHeader, DEVICE_COOKIE);
  if (!value) return [];
  return value
    .split("~")
    .slice(0, DEVICE_TOKENS_PER_BROWSER)
    .flatMap((raw) => verifyDeviceToken(secret, raw, now) ?? []);
}

/**
 * The Set-Cookie value that remembers this browser for `userId`: a fresh token first, then the
 * browser's tokens for other accounts (newest first, at most five in all).
 */
export function deviceCookieHeader(options: {
  secret: string;
  userId: string;
  cookieHeader: string | null;
  now: number;
  secure: boolean;
}): string {
  const { secret, userId, now } = options;
  const others = readDeviceTokens(secret, options.cookieHeader, now).filter(
    (t) => t.userId !== userId,
  );
  const tokens = [signDeviceToken(secret, userId, now), ...others.map((t) => t.raw)].slice(
    0,
    DEVICE_TOKENS_PER_BROWSER,
  );
  return [
    `${DEVICE_COOKIE}=${tokens.join("~")}`,
    "Path=/api/auth",
    `Max-Age=${Math.floor(DEVICE_TOKEN_TTL_MS / 1000)}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
