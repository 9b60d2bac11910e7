import { apiRoutes } from "@firstly/core/contract/api-routes";
import type { Task } from "@firstly/core/contract/task";
import { ApiError, offlineError, timeoutError } from "../../../lib/api-error";

/** 5 MB on a slow phone connection takes a while; longer than other calls' 30 s. */
export const UPLOAD_TIMEOUT_MS = 90_000;

/**
 * POST /api/tasks/:id/attachments with the file itself as the body (see the server's
 * attachments-routes.ts), its name percent-encoded in x-file-name and a fresh upload id so a
 * retried request adds nothing twice. Resolves with the task as it is now.
 */
export async function uploadAttachment(
  taskId: string,
  file: File,
  /** the note editor's new note that has no text yet: this upload creates it (with its title) */
  newNote?: { title: string },
): Promise<Task> {
  if (navigator.onLine === false) throw offlineError();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(
      apiRoutes.addTaskAttachment.path.replace(":id", encodeURIComponent(taskId)),
      {
        method: apiRoutes.addTaskAttachment.method,
        credentials: "include",
        headers: {
          "content-type": "application/octet-stream",
          accept: "application/json",
          "x-file-name": encodeURIComponent(file.name),
          "x-upload-id": crypto.randomUUID(),
          ...(newNote
            ? { "x-new-note": "1", "x-note-title": encodeURIComponent(newNote.title) }
            : {}),
        },
        body: file,
        signal: controller.signal,
      },
    );
  } catch {
    throw controller.signal.aborted ? timeoutError() : offlineError();
  } finally {
    clearTimeout(timer);
  }
  const json = (await response.json().catch(() => null)) as
    (Task & { error?: undefined }) | { error?: { code?: string; message?: string } } | null;
  if (!response.ok || !json || json.error) {
    throw new ApiError(
      "BAD_REQUEST",
      json?.error?.message ?? "The upload did not go through",
      response.status,
    );
  }
  return json as Task;
}
