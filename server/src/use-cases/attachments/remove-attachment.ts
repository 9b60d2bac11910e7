import { and, eq } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import { dropMissingImages } from "@firstly/core/domain/inline-blocks";
import type { AppDeps, SessionUser } from "../../context";
import { inPersonTransaction } from "../../db/person-lock";
import { userTasks } from "../../db/schema";
import { forgetMedia } from "../../media/forget-media";
import { mediaUrl } from "../../media/media-store";
import { findOwnedTask } from "../tasks/find-owned-task";
import { presentOwnedTask } from "../tasks/present-task";

/**
 * DELETE /api/tasks/:id/attachments/:key: the image or file leaves the task, then its bytes and
 * owner row go. A key the task does not hold (already removed, or never its own) changes nothing,
 * so a retried delete answers the same task.
 */
export async function removeAttachment(options: {
  deps: Pick<AppDeps, "db" | "media" | "notifier" | "log" | "now">;
  user: SessionUser;
  taskId: string;
  key: string;
}): Promise<Task> {
  const { deps, user, taskId } = options;
  const url = mediaUrl(options.key);
  const { row, isChanged } = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const task = await findOwnedTask(tx, user.id, taskId);
    const imageUrls = task.imageUrls.filter((u) => u !== url);
    const files = task.files.filter((f) => f.url !== url);
    if (imageUrls.length === task.imageUrls.length && files.length === task.files.length)
      return { row: task, isChanged: false };
    await tx
      .update(userTasks)
      .set({
        imageUrls,
        files,
        // image blocks showing the removed picture go with it
        inline: dropMissingImages(task.inline, imageUrls),
        updatedAt: deps.now(),
        version: task.version + 1,
      })
      .where(and(eq(userTasks.id, task.id), eq(userTasks.userId, user.id)));
    return { row: await findOwnedTask(tx, user.id, taskId), isChanged: true };
  });
  if (isChanged) {
    await forgetMedia(deps, user.id, options.key);
    deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  }
  return presentOwnedTask(deps.db, user.id, row, deps.now());
}
