import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ImagePlus, Loader2, Paperclip } from "lucide-react";
import { uploadFailedWarning } from "@firstly/core/attachments/attachment-rules";
import type { Task, TaskFile } from "@firstly/core/contract/task";
import { callApi } from "../../../lib/api";
import { errorMessage } from "../../../lib/api-error";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { fileIdentity, pickFiles } from "../attachments/pick-files";
import { uploadAttachment } from "../attachments/upload-attachment";
import { FileList } from "./file-list";

function useStoreTask() {
  const client = useQueryClient();
  return (task: Task) => {
    client.setQueryData<Task>(queryKeys.task(task.id), task);
    client.setQueryData<Task[]>(queryKeys.tasks, (old) =>
      old?.map((t) => (t.id === task.id ? task : t)),
    );
  };
}

/** Removes one attached image or file by its media URL; a failure is shown, the task kept. */
export function useRemoveAttachment(taskId: string) {
  const storeTask = useStoreTask();
  return async (url: string) => {
    const key = url.slice("/api/media/".length);
    try {
      storeTask(await callApi("removeTaskAttachment", { params: { id: taskId, key } }));
    } catch (error) {
      toast.error(errorMessage(error, "Could not remove the attachment"));
    }
  };
}

/**
 * Add Image / Add File on the task view, the uploads in progress and the attached files. Picks
 * follow docs/behaviour/validation.md#files (pickFiles); each file is uploaded on its own, so one
 * failure skips only itself with a warning. The new task goes into the caches; other tabs hear it
 * on the change stream.
 */
export function TaskAttachments({ task }: { task: Task }) {
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const attached = useRef(new Set<string>());
  const [uploading, setUploading] = useState<File[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const storeTask = useStoreTask();
  const removeAttachment = useRemoveAttachment(task.id);

  const onPick = async (picker: "image" | "file", list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length === 0) return;
    const { accepted, warnings } = pickFiles(files, {
      picker,
      alreadyAttached: attached.current,
      imageCount:
        task.imageURLs.length + uploading.filter((f) => f.type.startsWith("image/")).length,
    });
    for (const warning of warnings) toast.warning(warning);
    setUploading((u) => [...u, ...accepted]);
    for (const file of accepted) {
      try {
        storeTask(await uploadAttachment(task.id, file));
        attached.current.add(fileIdentity(file));
      } catch (error) {
        toast.warning(uploadFailedWarning(file.name, errorMessage(error, "")));
      } finally {
        setUploading((u) => u.filter((f) => f !== file));
      }
    }
  };

  const onRemove = async (file: TaskFile) => {
    setRemoving(file.url);
    await removeAttachment(file.url);
    setRemoving(null);
  };

  const button =
    "inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink-soft hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";
  return (
    <section aria-label="Attachments" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={button} onClick={() => imageInput.current?.click()}>
          <ImagePlus aria-hidden className="size-4" /> Add Image
        </button>
        <button type="button" className={button} onClick={() => fileInput.current?.click()}>
          <Paperclip aria-hidden className="size-4" /> Add File
        </button>
        <input
          ref={imageInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="add-image-input"
          onChange={(e) => {
            void onPick("image", e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="add-file-input"
          onChange={(e) => {
            void onPick("file", e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
        {uploading.length > 0 && (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-muted">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            Uploading {uploading.length} {uploading.length === 1 ? "file" : "files"}…
          </span>
        )}
      </div>
      <FileList files={task.files} removing={removing} onRemove={(file) => void onRemove(file)} />
    </section>
  );
}
