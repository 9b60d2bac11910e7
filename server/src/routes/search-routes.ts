import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { registerEndpoint } from "../http/register-endpoint";
import { searchTasksAndGoals } from "../use-cases/search/search-tasks-and-goals";
import { searchSettings } from "../use-cases/search/search-settings";
import { searchHelp } from "../use-cases/search/search-help";

export function registerSearchRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(app, "search", ({ user, body }) =>
    searchTasksAndGoals({ deps, user, input: body }),
  );
  registerEndpoint(app, "searchSettings", ({ user, body }) =>
    searchSettings({ deps, user, query: body.query }),
  );
  registerEndpoint(app, "searchHelp", ({ user, body }) =>
    searchHelp({ deps, user, query: body.query }),
  );
}
