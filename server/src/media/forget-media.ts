import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../context";
import { mediaObjects } from "../db/schema";
import { safeErrorFields } from "../http/middleware/safe-error";

/**
 * A replaced picture's owner row and bytes go. Best effort: a failure only leaves an object no
 * task or goal points at, and is logged without anything a person wrote.
 */
export async function forgetMedia(
  deps: Pick<AppDeps, "db" | "media" | "log">,
  userId: string,
  key: string,
): Promise<void> {
  try {
    await deps.db
      .delete(mediaObjects)
      .where(and(eq(mediaObjects.key, key), eq(mediaObjects.userId, userId)));
    await deps.media.delete(key);
  } catch (error) {
    deps.log.warn("media.delete_failed", safeErrorFields(error));
  }
}
