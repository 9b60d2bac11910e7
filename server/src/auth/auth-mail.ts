import { isIP } from "node:net";
import type { Mailer } from "../mail/mailer";
import { allowedOrigins, type OriginPolicy } from "./allowed-origins";

/**
 * docs/behaviour/calls.md#authentication password recovery: a reset link lives 30 minutes and works
 * once.
 */
export const RESET_LINK_TTL_S = 30 * 60;

/** Where a reset link opens: the app's own screen, which posts the token back with a new password. */
export function resetPasswordUrl(appOrigin: string, token: string): string {
  return `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Where links in mail point. With BASE_URL set: BASE_URL (or a TRUSTED_ORIGINS entry the person
 * used). With BASE_URL unset: the address the person used (127.0.0.1, a LAN address) when the server
 * accepts writes from it and it is a loopback or private address; a public name taken from the
 * Host header is not trusted for mail (anyone can send any Host: the link and its token would go
 * to them), so it falls back to `fallback` (BASE_URL, or localhost). See decision 0024.
 */
export function mailOrigin(policy: OriginPolicy, fallback: string, request?: Request): string {
  if (!request) return new URL(fallback).origin;
  const allowed = allowedOrigins(policy, request);
  let used: URL;
  try {
    used = new URL(request.headers.get("origin") ?? allowed[0] ?? fallback);
  } catch {
    return new URL(fallback).origin;
  }
  if (!allowed.includes(used.origin)) return new URL(fallback).origin;
  if (policy.baseOrigin || policy.trusted.includes(used.origin)) return used.origin;
  return isLocalHost(used.hostname) ? used.origin : new URL(fallback).origin;
}

/** Loopback, private (RFC 1918, unique-local IPv6) and link-local addresses, and localhost. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split(".").map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (isIP(host) === 6) {
    return host === "::1" || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  }
  return false;
}

/** `url` with its origin replaced by `origin` (better-auth builds links on its configured base). */
export function withOrigin(url: string, origin: string): string {
  const parsed = new URL(url);
  return `${origin}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function resetPasswordMail(to: string, url: string) {
  return {
    to,
    subject: "Reset your Firstly password",
    text: [
      "Someone asked to reset the password of the Firstly account for this address.",
      "",
      "To choose a new password, open this link within 30 minutes:",
      url,
      "",
      "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
      "After the reset, every device signed in to your account is signed out.",
    ].join("\n"),
  };
}

export function changeEmailMail(to: string, url: string) {
  return {
    to,
    subject: "Confirm your new email address for Firstly",
    text: [
      "Your Firstly account asked to use this address from now on.",
      "",
      "To confirm, open this link:",
      url,
      "",
      "Until you do, your account keeps its old address. If you did not ask for this, ignore this mail.",
    ].join("\n"),
  };
}

/** Sends a mail without letting a mail failure change the answer (no account enumeration). */
export async function sendQuietly(
  mailer: Mailer,
  mail: Parameters<Mailer["send"]>[0],
  onError: (e: unknown) => void,
) {
  try {
    await mailer.send(mail);
  } catch (error) {
    onError(error);
  }
}
