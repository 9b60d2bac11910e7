import { and, eq } from "drizzle-orm";
import type { Db } from "../db/open-database";
import type { Logger } from "../logger";
import type { MediaStore } from "./media-store";
import { mediaObjects } from "../db/schema";
import { safeErrorFields } from "../errors/safe-error";

/**
 * A replaced or removed picture's bytes go, then its owner row: the row is the ledger of bytes to
 * delete, so a crash or a store failure in between leaves it for the media sweep (decision 0019).
 * Best effort: a failure is logged without anything a person wrote.
 */
export async function forgetMedia(
  deps: { db: Db; media: MediaStore; log: Logger },
  userId: string,
  key: string,
): Promise<void> {
  try {
    const [owned] = await deps.db
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(and(eq(mediaObjects.key, key), eq(mediaObjects.userId, userId)));
    if (!owned) return;
    await deps.media.delete(key);
    await deps.db
      .delete(mediaObjects)
      .where(and(eq(mediaObjects.key, key), eq(mediaObjects.userId, userId)));
  } catch (error) {
    deps.log.warn("media.delete_failed", safeErrorFields(error));
  }
}
