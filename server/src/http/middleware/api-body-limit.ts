import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "../app-error";

/**
 * The largest legitimate body is a 20,000-character note; 1 MB leaves room and stops abuse.
 * GET and HEAD carry no body, and asking for one would build a whole Request object per read.
 */
export const apiBodyLimit = (): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => errorResponse(c, "BAD_REQUEST", "Request body is too large"),
  });
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next));
};
