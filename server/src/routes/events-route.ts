import type { OpenAPIHono } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import type { ChangeEvent } from "@firstly/core/contract/session";
import type { AppDeps, AppEnv } from "../context";
import { AppError } from "../errors/app-error";

/** A person rarely has more than a few tabs and devices open; beyond this, streams are refused. */
export const MAX_STREAMS_PER_USER = 10;

/** GET /api/events: server-sent change events for the signed-in person, across instances. */
export function registerEventsRoute(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const open = new Map<string, number>();
  app.get("/api/events", (c) => {
    const user = c.get("user");
    if (!user) throw new AppError("UNAUTHENTICATED");
    const count = open.get(user.id) ?? 0;
    if (count >= MAX_STREAMS_PER_USER) throw new AppError("RATE_LIMITED");
    open.set(user.id, count + 1);
    const release = () => {
      const left = (open.get(user.id) ?? 1) - 1;
      if (left <= 0) open.delete(user.id);
      else open.set(user.id, left);
    };
    return streamSSE(c, async (stream) => {
      const queue: ChangeEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = deps.notifier.subscribe(user.id, (event) => {
        queue.push(event);
        wake?.();
      });
      let released = false;
      const close = () => {
        if (released) return;
        released = true;
        unsubscribe();
        release();
      };
      stream.onAbort(close);
      try {
        await stream.writeSSE({ event: "ready", data: "{}" });
        while (!stream.aborted && !stream.closed) {
          const event = queue.shift();
          if (event) {
            await stream.writeSSE({ event: "change", data: JSON.stringify(event) });
            continue;
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 25_000);
          });
          wake = null;
          if (queue.length === 0) await stream.writeSSE({ event: "ping", data: "{}" });
        }
      } finally {
        close();
      }
    });
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/events",
    summary: "Server-sent change events for the signed-in user",
    responses: { 200: { description: "text/event-stream of ChangeEvent" } },
  });
}
