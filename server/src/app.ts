import { OpenAPIHono } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { ChangeEvent } from "@firstly/core/contract/session";
import { messages } from "@firstly/core/contract/errors";
import type { AppDeps, AppEnv, SessionUser } from "./context";
import { AppError, errorResponse } from "./http/app-error";
import { registerEndpoint } from "./http/register-endpoint";
import { mountSpa } from "./http/static-spa";
import { registerFeatureRoutes } from "./routes/register-feature-routes";

/** Builds the whole HTTP app: /api (auth, JSON endpoints, events, OpenAPI) and the SPA. */
export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id") ?? randomUUID();
    c.set("requestId", requestId);
    c.header("x-request-id", requestId);
    await next();
    if (c.req.path.startsWith("/api")) {
      deps.log.info("request", {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        userId: c.get("user")?.id,
      });
    }
  });

  // The SPA ships no inline script: scripts only from this origin. Styles allow inline attributes
  // (animation), images any https source (thoughts may carry image URLs).
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );

  // the largest legitimate body is a 20,000-character note; 1 MB leaves room and stops abuse
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => errorResponse(c, "BAD_REQUEST", "Request body is too large"),
    }),
  );

  app.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error.code, error.message);
    deps.log.error("unhandled", {
      requestId: c.get("requestId"),
      error: String(error),
      stack: error.stack,
    });
    return errorResponse(c, "INTERNAL", "Something went wrong");
  });

  // Auth: the server alone decides the client IP used for rate limits (socket, or a trusted proxy).
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const forwarded = deps.env.TRUST_PROXY
      ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim()
      : undefined;
    const ip = forwarded ?? incoming?.socket.remoteAddress ?? "127.0.0.1";
    const headers = new Headers(c.req.raw.headers);
    headers.set("x-firstly-client-ip", ip);
    const response = await deps.auth.handler(new Request(c.req.raw, { headers }));
    if (response.status === 429) {
      return errorResponse(c, "RATE_LIMITED", messages.tooManyRequests);
    }
    return response;
  });

  app.use("/api/*", async (c, next) => {
    c.set("user", null);
    if (!c.req.path.startsWith("/api/auth/")) {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      if (session) {
        const u = session.user as {
          id: string;
          email: string;
          name: string;
          isAnonymous?: boolean | null;
        };
        const isGuest = Boolean(u.isAnonymous);
        const user: SessionUser = {
          id: u.id,
          email: isGuest ? null : u.email,
          name: isGuest ? null : u.name,
          isGuest,
        };
        c.set("user", user);
      }
    }
    await next();
  });

  registerEndpoint(
    app,
    "health",
    async () => {
      const ok = await deps.database.ping();
      return {
        status: ok ? "ok" : "degraded",
        database: { kind: deps.database.kind, ok },
        ai: { engine: deps.scorer.engine, model: deps.scorer.model, ok: true },
        auth: { google: Boolean(deps.env.GOOGLE_CLIENT_ID) },
        version: deps.version,
      };
    },
    { isPublic: true },
  );
  registerEndpoint(app, "me", async ({ c }) => ({ user: c.get("user") }), { isPublic: true });

  registerFeatureRoutes(app, deps);

  app.get("/api/events", (c) => {
    const user = c.get("user");
    if (!user) throw new AppError("UNAUTHENTICATED");
    return streamSSE(c, async (stream) => {
      const queue: ChangeEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = deps.notifier.subscribe(user.id, (event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(unsubscribe);
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
      unsubscribe();
    });
  });

  // One document for the whole API: our contract's endpoints plus better-auth's, under /api/auth.
  let openApiDoc: Promise<unknown> | null = null;
  app.get("/api/openapi.json", async (c) => {
    openApiDoc ??= buildOpenApiDocument();
    return c.json(await openApiDoc);
  });
  async function buildOpenApiDocument() {
    const doc = app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "Firstly API", version: deps.version },
    });
    const authDoc = await deps.auth.api.generateOpenAPISchema();
    const paths: Record<string, unknown> = { ...doc.paths };
    for (const [p, item] of Object.entries(authDoc.paths)) paths[`/api/auth${p}`] = item;
    return {
      ...doc,
      paths,
      components: {
        ...doc.components,
        schemas: { ...authDoc.components.schemas, ...doc.components?.schemas },
        securitySchemes: authDoc.components.securitySchemes,
      },
    };
  }
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/events",
    summary: "Server-sent change events for the signed-in user",
    responses: { 200: { description: "text/event-stream of ChangeEvent" } },
  });

  if (options.webDist) mountSpa(app, options.webDist);
  else app.all("/api/*", (c) => errorResponse(c, "NOT_FOUND", messages.notFound));
  return app;
}

export type App = ReturnType<typeof createApp>;
