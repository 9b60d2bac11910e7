import type { AppDeps } from "../../context";
import { enqueue } from "../../db/enqueue-job";
import type { JobPayload } from "../../db/job-payloads";
import { safeErrorFields } from "../../errors/safe-error";
import { forgetMedia } from "../../media/forget-media";
import { mediaKeyFromUrl } from "../../media/media-store";
import { storeMedia } from "../../media/store-media";
import { loadImageSubject, saveImageState } from "./image-subject";
import { publishImage } from "./publish-image";
import { refreshRememberedTask } from "../tasks/update-if-unchanged";

/** docs/behaviour/states.md#image-generation: one automatic retry, then the failure popup. */
const ATTEMPTS = 2;

/**
 * The `generate-image` job: makes the picture, stores it (media store + owner row), puts its URL
 * on the task or goal and tells every open tab. A failed try queues the one retry
 * IMAGE_RETRY_DELAY_MS later (30 s); a failed retry leaves no image and the failure flag, which
 * the web shows as the failure popup. Failures never throw to the worker: they are the outcome.
 */
export async function runImageJob(
  deps: AppDeps,
  userId: string,
  payload: JobPayload<"generate-image">,
): Promise<void> {
  const subject = await loadImageSubject(deps.db, userId, payload.target, payload.id);
  // deleted, or dismissed meanwhile: nothing is waiting for this picture
  if (!subject || !subject.row.isGeneratingImage) return;
  const previousKey = mediaKeyFromUrl(subject.row.imageUrl);
  try {
    const picture = await deps.images.generate({ text: subject.text, style: subject.style });
    const { key, url } = await storeMedia({ db: deps.db, store: deps.media, userId }, picture);
    const saved = await saveImageState(
      deps.db,
      subject,
      { imageUrl: url, isGeneratingImage: false, imageFailedAt: null },
      { now: deps.now(), isTextGuarded: true },
    );
    if (!saved) {
      await forgetMedia(deps, userId, key);
      return;
    }
    if (previousKey) await forgetMedia(deps, userId, previousKey);
    if (saved.task) refreshRememberedTask(deps.database, userId, saved.task);
    publishImage(deps.notifier, userId, {
      target: payload.target,
      noteId: payload.id,
      imageUrl: url,
      isGenerating: false,
      hasFailed: false,
    });
  } catch (error) {
    deps.log.warn("image.failed", {
      target: payload.target,
      id: payload.id,
      attempt: payload.attempt,
      engine: deps.images.engine,
      ...safeErrorFields(error),
    });
    if (payload.attempt < ATTEMPTS) {
      await enqueue(
        deps.db,
        "generate-image",
        userId,
        { ...payload, attempt: payload.attempt + 1 },
        { delayMs: deps.env.IMAGE_RETRY_DELAY_MS },
      );
      return;
    }
    const failed = await saveImageState(
      deps.db,
      subject,
      { isGeneratingImage: false, imageFailedAt: deps.now() },
      { now: deps.now() },
    );
    if (failed?.task) refreshRememberedTask(deps.database, userId, failed.task);
    publishImage(deps.notifier, userId, {
      target: payload.target,
      noteId: payload.id,
      imageUrl: subject.row.imageUrl,
      isGenerating: false,
      hasFailed: true,
    });
  }
}
