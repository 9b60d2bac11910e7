import type { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { AppDeps, AppEnv } from "../context";
import { mediaObjects } from "../db/schema";
import { AppError } from "../http/app-error";
import { MEDIA_KEY } from "../media/media-store";

/**
 * GET /api/media/:key: a stored picture or file, for its owner only (anyone else: 404, as if it
 * did not exist). Keys are never reused, so the answer may be cached for a year by this browser
 * (`private`: never by a shared cache, since it needs the person's cookie).
 */
export function registerMediaRoute(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  app.get("/api/media/:key", async (c) => {
    const user = c.get("user");
    if (!user) throw new AppError("UNAUTHENTICATED");
    const key = c.req.param("key");
    if (!MEDIA_KEY.test(key)) throw new AppError("NOT_FOUND");
    const [row] = await deps.db
      .select({ contentType: mediaObjects.contentType })
      .from(mediaObjects)
      .where(and(eq(mediaObjects.key, key), eq(mediaObjects.userId, user.id)));
    if (!row) throw new AppError("NOT_FOUND");
    const object = await deps.media.get(key);
    if (!object) throw new AppError("NOT_FOUND");
    return c.body(new Uint8Array(object.body), 200, {
      "content-type": row.contentType,
      "content-length": String(object.body.length),
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      // a stored file is never a page: nothing in it may run or load anything
      "content-security-policy": "default-src 'none'; sandbox",
    });
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/media/{key}",
    summary: "A stored picture or file (owner only)",
    responses: {
      200: { description: "The bytes, with their content type" },
      404: { description: "Not found (or not yours)" },
    },
  });
}
