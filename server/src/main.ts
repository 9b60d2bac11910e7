import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { loadEnv } from "./env";
import { openPglite, openPostgres } from "./db/open-database";
import { createDeps } from "./create-deps";
import { createApp } from "./app";
import { startJobWorker } from "./jobs/job-worker";
import { createLogger } from "./logger";
import { safeErrorFields } from "./errors/safe-error";

async function main() {
  const started = performance.now();
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const log = createLogger(env.LOG_LEVEL);
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, {
        onIdleError: (error) => log.warn("db.idle_connection_error", { error: String(error) }),
      })
    : await openPglite(env.DATA_DIR);
  const deps = await createDeps(env, database, { log });
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.resolve(here, "../../web/dist");
  const app = createApp(deps, { webDist });
  const worker = startJobWorker(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.log.info("listening", {
      url: `http://localhost:${info.port}`,
      database: database.kind,
      engine: deps.scorer.engine,
      startupMs: Math.round(performance.now() - started),
      rssMB: Math.round(process.memoryUsage().rss / 1e6),
    });
  });

  // Keep idle keep-alive connections longer than any client or load balancer does (Node's default
  // 5 s races a client that reuses a connection just as the server closes it: ECONNRESET).
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info("shutdown", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      void (async () => {
        await worker.stop();
        await deps.notifier.close();
        await database.close();
        process.exit(0);
      })();
    });
    // open event streams would keep close() waiting: end them
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("unhandledRejection", (reason) =>
    deps.log.error("unhandledRejection", safeErrorFields(reason)),
  );
}

void main();
