import { Loader2 } from "lucide-react";
import type { TaskFile } from "@firstly/core/contract/task";
import { FileList } from "../components/file-list";

/** The note's files (PDF, text) and recordings, each recording with its own player. */
export function NoteFiles({
  files,
  uploading,
  removing,
  onRemove,
}: {
  files: TaskFile[];
  uploading: number;
  removing: string | null;
  onRemove: (file: TaskFile) => void;
}) {
  if (files.length === 0 && uploading === 0) return null;
  return (
    <section aria-label="Files" className="flex flex-col gap-2">
      <FileList
        files={files}
        removing={removing}
        onRemove={onRemove}
        className="overflow-hidden bg-surface/90 backdrop-blur"
      />
      {uploading > 0 && (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Uploading {uploading} {uploading === 1 ? "file" : "files"}…
        </p>
      )}
    </section>
  );
}
