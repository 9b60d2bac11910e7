import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context";
import type { ServerLoad } from "../../jobs/server-load";

/** Notes each request's arrival, so the job worker draws pictures in quiet moments (decision 0020). */
export function noteLoad(deps: { load: ServerLoad }): MiddlewareHandler<AppEnv> {
  // read at each request: a test may swap `deps.load`
  return async (_c, next) => {
    deps.load.noteRequest();
    await next();
  };
}
