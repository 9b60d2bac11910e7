import type { ImageTarget } from "@firstly/core/contract/image";
import type { Db } from "../../db/open-database";
import type { ImageGenerator } from "../../images/image-generator";
import { loadImageSubject } from "./image-subject";
import { queueImage } from "./request-image";

/**
 * SPEC §1/§4: pictures come by themselves. Inside the transaction that created a thought, goal or
 * subtask, marks it generating and queues its one picture job — unless the image model is
 * configured with AI_IMAGE_AUTO=false (then a picture is made only when asked for).
 */
export async function queueFirstImage(
  tx: Db,
  images: Pick<ImageGenerator, "isAutomatic">,
  subject: { userId: string; target: ImageTarget; id: string },
  now: Date,
): Promise<void> {
  if (images.isAutomatic === false) return;
  const found = await loadImageSubject(tx, subject.userId, subject.target, subject.id);
  if (found) await queueImage(tx, found, now);
}
