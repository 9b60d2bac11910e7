import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { registerEndpoint } from "../http/register-endpoint";
import { accountInfo } from "../use-cases/account/account-info";
import { setPassword } from "../use-cases/account/set-password";
import { unlinkGoogle } from "../use-cases/account/unlink-google";
import { guestArrival } from "../use-cases/account/guest-arrival";
import { moveWaitingThoughts } from "../use-cases/account/move-waiting-thoughts";
import { dismissCompletedGoalNotice } from "../use-cases/account/dismiss-completed-goal-notice";

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(app, "accountInfo", ({ user }) => accountInfo({ deps, user }));
  registerEndpoint(app, "setPassword", ({ c, user, body }) =>
    setPassword({ deps, user, headers: c.req.raw.headers, newPassword: body.newPassword }),
  );
  registerEndpoint(app, "unlinkGoogle", ({ user }) => unlinkGoogle({ deps, user }));
  registerEndpoint(app, "guestArrival", ({ user }) => guestArrival({ deps, user }));
  registerEndpoint(app, "moveWaitingThoughts", ({ user }) => moveWaitingThoughts({ deps, user }));
  registerEndpoint(app, "dismissCompletedGoalNotice", ({ user }) =>
    dismissCompletedGoalNotice({ deps, user }),
  );
}
