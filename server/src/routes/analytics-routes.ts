import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { parseTimeZone } from "@firstly/core/domain/time-zone";
import type { AppDeps, AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { registerEndpoint } from "../http/register-endpoint";
import { getAnalyticsSummary } from "../use-cases/analytics/get-analytics-summary";
import { trackEvents } from "../use-cases/analytics/track-events";

const SummaryQuery = z.object({
  tz: z.string().optional().openapi({
    description: "The person's time zone (IANA name or ±HH:MM offset); UTC when absent",
    example: "Europe/Berlin",
  }),
});

export function registerAnalyticsRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(app, "trackEvents", ({ user, body }) =>
    trackEvents({ deps, user, events: body.events }),
  );
  registerEndpoint(
    app,
    "analyticsSummary",
    ({ c, user }) => {
      // ?tz=Europe/Berlin or ?tz=+02:00: weeks and weekdays are the person's own
      const zone = parseTimeZone(c.req.query("tz"));
      if (!zone) throw new AppError("VALIDATION", "Unknown time zone");
      return getAnalyticsSummary({ deps, user, zone });
    },
    { query: SummaryQuery },
  );
}
