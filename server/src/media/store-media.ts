import type { Db } from "../db/open-database";
import { mediaObjects } from "../db/schema";
import { mediaUrl, newMediaKey, type MediaObject, type MediaStore } from "./media-store";

/**
 * Puts bytes in the store and records their owner; returns the URL to keep on the task or goal.
 * The blob is written before the row, so a row always points at a whole object.
 */
export async function storeMedia(
  options: { db: Db; store: MediaStore; userId: string },
  object: MediaObject,
  /** a key chosen by the caller (from newMediaKey's shape), e.g. one made from an upload's id */
  chosenKey?: string,
): Promise<{ key: string; url: string }> {
  const key = chosenKey ?? newMediaKey(object.contentType);
  await options.store.put(key, object);
  await options.db.insert(mediaObjects).values({
    key,
    userId: options.userId,
    contentType: object.contentType,
    byteSize: object.body.length,
  });
  return { key, url: mediaUrl(key) };
}
