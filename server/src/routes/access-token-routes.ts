import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { registerEndpoint } from "../http/register-endpoint";
import { createAccessToken } from "../use-cases/tokens/create-access-token";
import { listAccessTokens } from "../use-cases/tokens/list-access-tokens";
import { revokeAccessToken } from "../use-cases/tokens/revoke-access-token";
import { calendarFeedStatus, removeCalendarFeed } from "../use-cases/calendar/calendar-feed-status";
import { regenerateCalendarFeed } from "../use-cases/calendar/regenerate-calendar-feed";
import { publicOrigin } from "./capture-paths";

/**
 * Settings → Access tokens and Settings → Calendar (issue #29). Cookie sessions only: a bearer
 * token is refused on these paths before it gets here (http/middleware/bearer-token.ts).
 */
export function registerAccessTokenRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(app, "listAccessTokens", ({ user }) => listAccessTokens({ deps, user }));
  registerEndpoint(app, "createAccessToken", ({ user, body }) =>
    createAccessToken({ deps, user, input: body }),
  );
  registerEndpoint(app, "revokeAccessToken", ({ user, params }) =>
    revokeAccessToken({ deps, user, tokenId: params.id ?? "" }),
  );
  registerEndpoint(app, "calendarFeed", ({ user }) => calendarFeedStatus({ deps, user }));
  registerEndpoint(app, "regenerateCalendarFeed", ({ c, user }) =>
    regenerateCalendarFeed({ deps, user, origin: publicOrigin(deps, c.req.raw) }),
  );
  registerEndpoint(app, "removeCalendarFeed", ({ user }) => removeCalendarFeed({ deps, user }));
}
