import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { uploadFailedWarning } from "@firstly/core/attachments/attachment-rules";
import type { Task } from "@firstly/core/contract/task";
import { errorMessage } from "../../../lib/api-error";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { storeTask } from "../api/update-task";
import { uploadAttachment } from "../attachments/upload-attachment";
import { fileIdentity } from "../attachments/pick-files";
import { pickForSession } from "./note-blocks";

const MEDIA_PREFIX = "/api/media/";

/**
 * Add Image, Add File and Recording uploads for one editor session. Picks follow
 * docs/behaviour/validation.md#files (pickForSession: duplicates across every pick of the session);
 * a new note is created first (by its text, or, with no text yet, by its first upload); each file
 * goes up on its own, so a failure skips only itself with a warning. A new picture is handed to
 * `onImage` with its URL, to become an image block.
 */
export function useNoteUploads({
  noteId,
  ensureCreated,
  markCreated,
  onImage,
}: {
  noteId: string;
  /** resolves once the note exists, or with the title its first upload should create it with */
  ensureCreated: () => Promise<{ createByUpload: { title: string } } | undefined>;
  markCreated: () => void;
  onImage: (url: string, fileKey: string) => void;
}) {
  const client = useQueryClient();
  const session = useRef(new Set<string>());
  const [uploading, setUploading] = useState(0);

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    // a file that could not go up is not a duplicate of anything: it can be picked again
    const forget = (file: File) => session.current.delete(fileIdentity(file));
    let newNote: { title: string } | undefined;
    try {
      newNote = (await ensureCreated())?.createByUpload;
    } catch (error) {
      files.forEach(forget);
      toast.warning(errorMessage(error, "Could not save the note"));
      return;
    }
    setUploading((n) => n + files.length);
    for (const file of files) {
      const before = new Set(client.getQueryData<Task>(queryKeys.task(noteId))?.imageURLs ?? []);
      try {
        const task = await uploadAttachment(noteId, file, newNote);
        if (newNote) {
          newNote = undefined;
          markCreated();
        }
        storeTask(client, task);
        if (file.type.startsWith("image/")) {
          const url = task.imageURLs.find((u) => !before.has(u)) ?? task.imageURLs.at(-1);
          if (url)
            onImage(url, url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : url);
        }
      } catch (error) {
        forget(file);
        toast.warning(uploadFailedWarning(file.name, errorMessage(error, "")));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const pick = (picker: "image" | "file", list: FileList | null, imageCount: number) => {
    const result = pickForSession(list ? [...list] : [], {
      picker,
      session: session.current,
      imageCount,
    });
    session.current = result.session;
    for (const warning of result.warnings) toast.warning(warning);
    void send(result.accepted);
  };

  return { pick, send, uploading };
}
