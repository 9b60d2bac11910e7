import type { MiddlewareHandler } from "hono";
import { randomUUID } from "node:crypto";
import type { AppEnv } from "../../context";
import type { Logger } from "../../logger";

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Gives every request an id (a well-formed incoming x-request-id, or a new one) and logs each /api
 * call as one JSON line: ids, method, route, status and time — never bodies or query strings. */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.header("x-request-id", requestId);
    await next();
    if (c.req.path.startsWith("/api")) {
      log.info("request", {
        requestId,
        method: c.req.method,
        path: c.req.routePath === "/*" ? c.req.path.slice(0, 200) : c.req.routePath,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        userId: c.get("user")?.id,
      });
    }
  };
}
