import type { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { AppDeps, AppEnv } from "../context";
import { mediaObjects } from "../db/schema";
import { AppError } from "../errors/app-error";
import { parseByteRange } from "../http/byte-range";
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
    const size = object.body.length;
    const headers = {
      "content-type": row.contentType,
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      // a stored file is never a page: nothing in it may run or load anything
      "content-security-policy": "default-src 'none'; sandbox",
      // recordings: <audio> asks for ranges to learn the length and to seek
      "accept-ranges": "bytes",
    };
    const range = parseByteRange(c.req.header("range"), size);
    if (range === "unsatisfiable")
      return c.body(null, 416, { ...headers, "content-range": `bytes */${size}` });
    if (range) {
      const part = object.body.subarray(range.start, range.end + 1);
      return c.body(new Uint8Array(part), 206, {
        ...headers,
        "content-length": String(part.length),
        "content-range": `bytes ${range.start}-${range.end}/${size}`,
      });
    }
    return c.body(new Uint8Array(object.body), 200, {
      ...headers,
      "content-length": String(size),
    });
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/media/{key}",
    summary: "A stored picture, file or recording (owner only; single byte ranges served)",
    responses: {
      200: { description: "The bytes, with their content type" },
      206: { description: "The requested byte range (Range: bytes=start-end)" },
      416: { description: "The range starts past the end" },
      404: { description: "Not found (or not yours)" },
    },
  });
}
