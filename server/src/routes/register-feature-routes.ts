import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { registerAccountRoutes } from "./account-routes";
import { registerAccessTokenRoutes } from "./access-token-routes";
import { registerAttachmentRoutes } from "./attachments-routes";
import { registerBillingRoutes } from "./billing-routes";
import { registerAnalyticsRoutes } from "./analytics-routes";
import { registerExportRoutes } from "./export-routes";
import { registerGoalRoutes } from "./goals-routes";
import { registerImportRoutes } from "./imports-routes";
import { registerPushRoutes } from "./push-routes";
import { registerImageRoutes } from "./images-routes";
import { registerMediaRoute } from "./media-route";
import { registerSearchRoutes } from "./search-routes";
import { registerSettingsRoutes } from "./settings-routes";
import { registerTaskRoutes } from "./tasks-routes";
import { registerUsageRoutes } from "./usage-routes";
import { registerVoiceRoutes } from "./voice-routes";

/** Every feature's routes, in one place. Each feature file registers its endpoints from the contract. */
export function registerFeatureRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerTaskRoutes(app, deps);
  registerGoalRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerUsageRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerExportRoutes(app, deps);
  registerBillingRoutes(app, deps);
  registerPushRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerMediaRoute(app, deps);
  registerVoiceRoutes(app, deps);
  registerAttachmentRoutes(app, deps);
  registerAccessTokenRoutes(app, deps);
  registerImportRoutes(app, deps);
}
