import { FileText, Mic, X } from "lucide-react";
import type { TaskFile } from "@firstly/core/contract/task";
import { IconButton } from "../../../components/ui/button";

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const kindOf = (file: TaskFile) =>
  file.type.startsWith("audio/") ? "Recording" : file.type === "application/pdf" ? "PDF" : "Text";

/**
 * A note's files (PDF, text) and recordings, each recording with its own player: the same list in
 * the task view and the note editor, so a recording made in one plays in the other.
 */
export function FileList({
  files,
  removing,
  onRemove,
  className = "",
}: {
  files: TaskFile[];
  removing: string | null;
  onRemove: (file: TaskFile) => void;
  className?: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul
      aria-label="Files"
      className={`flex flex-col divide-y divide-line rounded-2xl border border-line ${className}`}
    >
      {files.map((file) => {
        const isAudio = file.type.startsWith("audio/");
        const Icon = isAudio ? Mic : FileText;
        return (
          <li key={file.url} className="flex flex-col gap-2 py-2 pr-2 pl-3">
            <div className="flex min-w-0 items-center gap-3">
              <Icon aria-hidden className="size-5 shrink-0 text-muted" />
              <a
                href={file.url}
                target="_blank"
                rel="noopener"
                download={file.name}
                className="min-w-0 flex-1 hover:underline"
              >
                <span className="block truncate text-sm font-medium text-ink">{file.name}</span>
                <span className="block text-xs text-muted">
                  {kindOf(file)} · {formatFileSize(file.size)}
                </span>
              </a>
              <IconButton
                label={`Remove ${file.name}`}
                disabled={removing === file.url}
                onClick={() => onRemove(file)}
                size="sm"
                className="shrink-0 text-muted hover:text-ink disabled:opacity-40"
              >
                <X aria-hidden className="size-4" />
              </IconButton>
            </div>
            {isAudio && (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- a recording the person attached: there is no caption file to give
              <audio
                controls
                preload="metadata"
                src={file.url}
                aria-label={`Play ${file.name}`}
                className="h-10 w-full"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
