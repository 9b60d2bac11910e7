import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { registerEndpoint } from "../http/register-endpoint";
import { getUsage } from "../use-cases/usage/get-usage";

export function registerUsageRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(app, "usage", ({ user }) => getUsage({ deps, user }));
}
