import { OpenAPIHono } from "@hono/zod-openapi";
import { messages } from "@firstly/core/contract/errors";
import type { AppDeps, AppEnv } from "./context";
import { errorResponse } from "./http/error-response";
import { registerEndpoint } from "./http/register-endpoint";
import { mountSpa } from "./http/static-spa";
import { registerShareTarget } from "./http/share-target";
import { firstScreenData } from "./http/first-screen-data";
import { createFirstPaint } from "./http/first-paint";
import { healthStatus } from "./http/health-status";
import { registerOpenApiDocument } from "./http/openapi-document";
import { requestLog } from "./http/middleware/request-log";
import { noteLoad } from "./http/middleware/note-load";
import { securityHeaders } from "./http/middleware/security-headers";
import { apiBodyLimit } from "./http/middleware/api-body-limit";
import { originCheck } from "./http/middleware/origin-check";
import { noStore } from "./http/middleware/no-store";
import { authProxy } from "./http/middleware/auth-proxy";
import { sessionUser } from "./http/middleware/session-user";
import { sessionInvalidation } from "./http/middleware/session-invalidation";
import { errorHandler } from "./http/middleware/error-handler";
import { registerFeatureRoutes } from "./routes/register-feature-routes";
import { registerEventsRoute } from "./routes/events-route";
import { WEBHOOK_PATH } from "./billing/billing";
import { bearerTokenAuth, hasBearerToken } from "./http/middleware/bearer-token";
import { registerCapturePaths } from "./routes/capture-paths";

/**
 * Builds the whole HTTP app. Order matters: id + log, headers, then for /api: body limit, the
 * origin check on every write, no-store, auth (better-auth), the session, and the routes.
 * Each middleware lives in its own file under http/middleware/.
 */
export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", noteLoad(deps));
  app.use("*", requestLog(deps.log));
  app.use("*", securityHeaders());
  app.use("/api/*", apiBodyLimit());
  app.use("/api/*", bearerTokenAuth(deps));
  app.use(
    "/api/*",
    originCheck(
      {
        baseOrigin: deps.env.BASE_URL ? new URL(deps.env.BASE_URL).origin : null,
        trusted: deps.env.TRUSTED_ORIGINS,
      },
      // Stripe's events are authenticated by their signature, not by where they come from; an
      // access token is not a cookie, so no browser sends it for another site (issue #29)
      { exempt: (path, c) => path === WEBHOOK_PATH || hasBearerToken(c) },
    ),
  );
  app.use("/api/*", noStore());
  app.onError(errorHandler(deps.log));

  app.use("/api/auth/*", sessionInvalidation(deps));
  app.use("/api/account", sessionInvalidation(deps));
  app.use("/api/account/*", sessionInvalidation(deps));
  app.on(["GET", "POST"], "/api/auth/*", authProxy(deps));
  app.use("/api/*", sessionUser(deps));

  registerEndpoint(app, "health", () => healthStatus(deps), { isPublic: true });
  registerEndpoint(app, "me", async ({ c }) => ({ user: c.get("user") }), { isPublic: true });

  registerFeatureRoutes(app, deps);
  registerEventsRoute(app, deps);
  registerOpenApiDocument(app, deps);
  registerCapturePaths(app, deps);

  registerShareTarget(app);
  if (options.webDist)
    mountSpa(
      app,
      options.webDist,
      (headers, pathname) => firstScreenData(deps, headers, pathname),
      createFirstPaint(options.webDist, deps.log),
    );
  else app.all("/api/*", (c) => errorResponse(c, "NOT_FOUND", messages.notFound));
  return app;
}
