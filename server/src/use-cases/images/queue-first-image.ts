import { and, eq } from "drizzle-orm";
import type { ImageTarget } from "@firstly/core/contract/image";
import type { Db } from "../../db/open-database";
import { userGoals, userTasks } from "../../db/schema";
import type { ImageGenerator } from "../../images/image-generator";
import { enqueue } from "../../db/enqueue-job";

/**
 * docs/behaviour/README.md#what-the-product-does and docs/behaviour/states.md#image-generation:
 * pictures come by themselves. Inside the transaction that created a thought, goal or subtask,
 * marks it generating and queues its one picture job — unless the image model is configured with
 * AI_IMAGE_AUTO=false (then a picture is made only when asked for). The new row's version is left
 * alone: the mark is part of its creation, not an edit.
 */
export async function queueFirstImage(
  tx: Db,
  images: Pick<ImageGenerator, "isAutomatic">,
  subject: { userId: string; target: ImageTarget; id: string },
  /** the row was inserted with isGeneratingImage already set (one statement fewer) */
  options: { isMarked?: boolean } = {},
): Promise<void> {
  if (images.isAutomatic === false) return;
  const { userId, target, id } = subject;
  if (options.isMarked) {
    // nothing to mark
  } else if (target === "task") {
    await tx
      .update(userTasks)
      .set({ isGeneratingImage: true })
      .where(and(eq(userTasks.id, id), eq(userTasks.userId, userId)));
  } else {
    await tx
      .update(userGoals)
      .set({ isGeneratingImage: true })
      .where(and(eq(userGoals.id, id), eq(userGoals.userId, userId)));
  }
  await enqueue(tx, "generate-image", userId, { target, id, attempt: 1 });
}
