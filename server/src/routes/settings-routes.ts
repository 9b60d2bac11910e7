import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { registerEndpoint } from "../http/register-endpoint";
import { getSettings } from "../use-cases/settings/get-settings";
import { updateSettings } from "../use-cases/settings/update-settings";

export function registerSettingsRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(app, "getSettings", ({ user }) => getSettings({ deps, user }));
  registerEndpoint(app, "updateSettings", ({ user, body }) =>
    updateSettings({ deps, user, input: body }),
  );
}
