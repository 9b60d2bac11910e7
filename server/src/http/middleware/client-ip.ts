import type { Context } from "hono";
import type { IncomingMessage } from "node:http";

/**
 * The client address used for rate limits. Behind a trusted proxy (TRUST_PROXY) it is the entry the
 * proxy appended to X-Forwarded-For: `hops` from the right. The first entries are written by the
 * client and prove nothing. Without a proxy it is the socket's address.
 */
export function clientIp(c: Context, options: { trustProxy: boolean; hops: number }): string {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (options.trustProxy) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const appended = entries[entries.length - options.hops];
    if (appended) return appended.slice(0, 64);
  }
  return socket?.remoteAddress ?? "127.0.0.1";
}
