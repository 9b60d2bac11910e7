import type { ImageUpdated } from "@firstly/core/contract/image";
import type { Notifier } from "../../realtime/notifier";

/**
 * Tells every open tab of this person (on every instance) where a picture stands: the
 * `imageUpdated` event for the spinner and the picture, and a list change so caches refetch.
 */
export function publishImage(notifier: Notifier, userId: string, image: ImageUpdated): void {
  notifier.publish(userId, { kind: "image", ids: [image.noteId], image });
  notifier.publish(userId, {
    kind: image.target === "task" ? "tasks" : "goals",
    ids: [image.noteId],
  });
}
