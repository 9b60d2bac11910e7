import { and, eq, like } from "drizzle-orm";
import {
  FILE_NAME_MAX,
  FILES_PER_TASK_MAX,
  IMAGES_PER_NOTE,
  attachmentMessages,
} from "@firstly/core/attachments/attachment-rules";
import type { Task, TaskFile } from "@firstly/core/contract/task";
import type { AppDeps, SessionUser } from "../../context";
import { inPersonTransaction } from "../../db/person-lock";
import { mediaObjects, userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { forgetMedia } from "../../media/forget-media";
import { newMediaKey, type MediaObject } from "../../media/media-store";
import { storeMedia } from "../../media/store-media";
import { safeErrorFields } from "../../errors/safe-error";
import { findOwnedTask } from "../tasks/find-owned-task";
import { findTaskById, insertNewTask } from "../tasks/create-task";
import type { Db } from "../../db/open-database";
import type { TaskRow } from "../../db/mappers";
import { presentOwnedTask } from "../tasks/present-task";
import { compressImage } from "./compress-image";
import { sniffAttachment } from "./sniff-attachment";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AddAttachmentOptions {
  deps: Pick<
    AppDeps,
    "db" | "media" | "notifier" | "log" | "now" | "scorer" | "chat" | "billing" | "images"
  >;
  user: SessionUser;
  taskId: string;
  bytes: Uint8Array;
  /** the name the person's device gave the file; shown in the list, never trusted for the type */
  fileName: string | undefined;
  /** the client's uuid for this upload: a retry with it changes nothing and returns the task */
  uploadId: string | undefined;
  /**
   * The note editor's new note whose first content is a picture, file or recording
   * (docs/behaviour/validation.md#files: a note with no text but a file is kept): when no task has
   * this id yet, the upload creates it, with this title, in the same transaction as the attachment,
   * counted like any new thought.
   */
  newTask?: { title: string | undefined } | undefined;
  /** replaceable in tests; sharp by default */
  compress?: typeof compressImage;
}

/**
 * POST /api/tasks/:id/attachments. The type is read from the bytes (JPEG, PNG, GIF, WebP: an image;
 * PDF or UTF-8 text: a file; else 415). Images are compressed to WebP (the original is kept when
 * that fails, docs/behaviour/messages.md) and appended to image_urls (10 at most); files go to
 * `files`. The bytes are stored before the row changes, so a task never points at a missing object.
 * Logs sizes and types, never names or content.
 */
export async function addAttachment(options: AddAttachmentOptions): Promise<Task> {
  const { deps, user, taskId, bytes } = options;
  const createsTask = options.newTask !== undefined && UUID.test(taskId);
  const current = createsTask
    ? await findTaskOrNothing(deps.db, user.id, taskId)
    : await findOwnedTask(deps.db, user.id, taskId);
  if (bytes.length === 0) throw new AppError("VALIDATION", attachmentMessages.empty);
  const sniffed = await sniffAttachment(bytes);
  if (!sniffed) throw new AppError("UNSUPPORTED_MEDIA_TYPE", attachmentMessages.unsupported);

  const uploadId = options.uploadId?.toLowerCase();
  let chosenId: string | undefined;
  if (uploadId && UUID.test(uploadId)) {
    const [earlier] = await deps.db
      .select({ userId: mediaObjects.userId })
      .from(mediaObjects)
      .where(like(mediaObjects.key, `${uploadId}.%`));
    if (earlier?.userId === user.id) {
      const task = current ?? (await findOwnedTask(deps.db, user.id, taskId));
      return presentOwnedTask(deps.db, user.id, task, deps.now());
    }
    // another person's upload had this id: this one gets a fresh key
    if (!earlier) chosenId = uploadId;
  }
  if (current) assertRoom(current, sniffed.kind);

  let object: MediaObject = { body: Buffer.from(bytes), contentType: sniffed.contentType };
  let isCompressed = false;
  if (sniffed.kind === "image") {
    try {
      const webp = await (options.compress ?? compressImage)(
        bytes,
        sniffed.contentType === "image/gif",
      );
      object = { body: webp, contentType: "image/webp" };
      isCompressed = true;
    } catch (error) {
      deps.log.warn("attachment.compress_failed", {
        userId: user.id,
        type: sniffed.contentType,
        ...safeErrorFields(error),
      });
    }
  }

  const stored = await storeMedia(
    { db: deps.db, store: deps.media, userId: user.id },
    object,
    chosenId ? newMediaKey(object.contentType, chosenId) : undefined,
  );
  try {
    const row = await inPersonTransaction(deps.db, user.id, async (tx) => {
      const task =
        (createsTask ? await findTaskOrNothing(tx, user.id, taskId) : undefined) ??
        (createsTask
          ? (
              await insertNewTask(tx, deps, user, deps.now(), {
                id: taskId,
                text: "",
                ...(options.newTask?.title ? { title: options.newTask.title } : {}),
                inline: [],
              })
            ).row
          : await findOwnedTask(tx, user.id, taskId));
      assertRoom(task, sniffed.kind);
      const file: TaskFile = {
        url: stored.url,
        name: cleanFileName(options.fileName),
        size: bytes.length,
        type: sniffed.contentType.split(";")[0] ?? sniffed.contentType,
      };
      await tx
        .update(userTasks)
        .set({
          ...(sniffed.kind === "image"
            ? { imageUrls: [...task.imageUrls, stored.url] }
            : { files: [...task.files, file] }),
          updatedAt: deps.now(),
          version: task.version + 1,
        })
        .where(and(eq(userTasks.id, task.id), eq(userTasks.userId, user.id)));
      return findOwnedTask(tx, user.id, taskId);
    });
    deps.log.info("attachment.added", {
      userId: user.id,
      kind: sniffed.kind,
      type: object.contentType,
      bytes: bytes.length,
      storedBytes: object.body.length,
      isCompressed,
    });
    deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
    return presentOwnedTask(deps.db, user.id, row, deps.now());
  } catch (error) {
    await forgetMedia(deps, user.id, stored.key);
    throw error;
  }
}

/** This person's live task, nothing when the id is unused; another's or a deleted one is 404. */
async function findTaskOrNothing(
  db: Db,
  userId: string,
  taskId: string,
): Promise<TaskRow | undefined> {
  const row = await findTaskById(db, taskId);
  if (!row) return undefined;
  if (row.userId !== userId || row.deletedAt) throw new AppError("NOT_FOUND");
  return row;
}

function assertRoom(task: { imageUrls: string[]; files: TaskFile[] }, kind: "image" | "file") {
  if (kind === "image" && task.imageUrls.length >= IMAGES_PER_NOTE)
    throw new AppError("CONFLICT", attachmentMessages.tooManyImages);
  if (kind === "file" && task.files.length >= FILES_PER_TASK_MAX)
    throw new AppError("CONFLICT", attachmentMessages.tooManyFiles);
}

/**
 * The name as shown: sent percent-encoded (headers are ASCII), without any folder part, control
 * characters or bidi overrides, at most 200 characters with its extension kept.
 */
export function cleanFileName(raw: string | undefined): string {
  let name = raw ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // not percent-encoded: used as sent
  }
  name = (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  if (name.length > FILE_NAME_MAX) {
    const dot = name.lastIndexOf(".");
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
    name = name.slice(0, FILE_NAME_MAX - ext.length) + ext;
  }
  return name || "file";
}
