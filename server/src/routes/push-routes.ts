import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { registerEndpoint } from "../http/register-endpoint";
import { getPushStatus } from "../use-cases/push/get-push-status";
import { removePushSubscription } from "../use-cases/push/remove-push-subscription";
import { savePushSubscription } from "../use-cases/push/save-push-subscription";
import { sendTestPush } from "../use-cases/push/send-test-push";

export function registerPushRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  // public: the key is public by nature; the endpoint is only ever the caller's own
  registerEndpoint(app, "pushStatus", ({ c }) => getPushStatus({ deps, user: c.get("user") }), {
    isPublic: true,
  });
  registerEndpoint(app, "savePushSubscription", ({ user, body }) =>
    savePushSubscription({ deps, user, input: body }),
  );
  registerEndpoint(app, "removePushSubscription", ({ user, body }) =>
    removePushSubscription({ deps, user, endpoint: body.endpoint }),
  );
  registerEndpoint(app, "sendTestPush", ({ user }) => sendTestPush({ deps, user }));
}
