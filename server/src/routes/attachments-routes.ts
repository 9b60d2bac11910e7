import type { OpenAPIHono } from "@hono/zod-openapi";
import { TASK_TITLE_MAX } from "@firstly/core/contract/task";
import type { AppDeps, AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { registerEndpoint } from "../http/register-endpoint";
import { MEDIA_KEY } from "../media/media-store";
import { addAttachment } from "../use-cases/attachments/add-attachment";
import { removeAttachment } from "../use-cases/attachments/remove-attachment";

/**
 * The file is the request body itself (no multipart parsing; the body limit counts real bytes),
 * its percent-encoded name in `x-file-name` and the client's upload uuid in `x-upload-id`; with
 * `x-new-note: 1` (and an optional percent-encoded `x-note-title`) a note the editor has not
 * created yet is created by this upload (docs/behaviour/validation.md#files: a note may be only a
 * picture or a file). The content type header is not trusted: the bytes decide. A cross-site <form>
 * can only send form or text/plain types, so those are refused here as well as by the origin check.
 */
const UPLOAD_BODY_TYPES = [
  "application/octet-stream",
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "application/pdf",
  // a MediaRecorder Blob sent as is carries its own type ("audio/webm;codecs=opus")
  "audio/webm",
  "audio/ogg",
  "audio/wav",
  "audio/x-wav",
  "audio/mp4",
  "audio/x-m4a",
];

/** A new note's title sent with its first upload: percent-encoded, at most TASK_TITLE_MAX. */
function newTaskTitle(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let title: string;
  try {
    title = decodeURIComponent(raw);
  } catch {
    throw new AppError("VALIDATION", "x-note-title must be percent-encoded");
  }
  if (title.length > TASK_TITLE_MAX)
    throw new AppError("VALIDATION", `Title must be at most ${TASK_TITLE_MAX} characters`);
  return title.trim() || undefined;
}

export function registerAttachmentRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(
    app,
    "addTaskAttachment",
    async ({ c, user, params }) => {
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
      if (!UPLOAD_BODY_TYPES.includes(type))
        throw new AppError(
          "UNSUPPORTED_MEDIA_TYPE",
          "Send the file as the request body (content-type: application/octet-stream)",
        );
      return addAttachment({
        deps,
        user,
        taskId: params.id ?? "",
        bytes: new Uint8Array(await c.req.arrayBuffer()),
        fileName: c.req.header("x-file-name"),
        uploadId: c.req.header("x-upload-id"),
        newTask:
          c.req.header("x-new-note") === "1"
            ? { title: newTaskTitle(c.req.header("x-note-title")) }
            : undefined,
      });
    },
    { rawBody: UPLOAD_BODY_TYPES },
  );
  registerEndpoint(app, "removeTaskAttachment", async ({ user, params }) => {
    const key = params.key ?? "";
    if (!MEDIA_KEY.test(key)) throw new AppError("NOT_FOUND");
    return removeAttachment({ deps, user, taskId: params.id ?? "", key });
  });
}
