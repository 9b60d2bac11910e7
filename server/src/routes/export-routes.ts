import type { OpenAPIHono } from "@hono/zod-openapi";
import { EXPORT_FORMATS, type ExportFormat } from "@firstly/core/export/task-export";
import type { AppDeps, AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { exportTasks } from "../use-cases/account/export-tasks";

/** GET /api/export?format=…: a file download, so it is not one of the contract's JSON endpoints. */
export function registerExportRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  app.get("/api/export", async (c) => {
    const user = c.get("user");
    if (!user) throw new AppError("UNAUTHENTICATED");
    const format = c.req.query("format") ?? "json";
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
      throw new AppError("VALIDATION", "Format must be json, csv or txt");
    }
    const file = await exportTasks({ deps, user, format: format as ExportFormat });
    return c.body(file.body, 200, {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.name}"`,
      "x-content-type-options": "nosniff",
    });
  });
}
