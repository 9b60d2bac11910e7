import { useState } from "react";
import { toast } from "../../lib/toast";
import { Download, Loader2 } from "lucide-react";
import { exportMessages, type ExportFormat } from "@firstly/core/export/task-export";
import { SettingsCard } from "../../components/settings-card";

/**
 * Fetches the file and hands it to the browser as a download; errors carry the
 * docs/behaviour/messages.md texts.
 */
async function download(format: ExportFormat): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/export?format=${format}`, { credentials: "same-origin" });
  } catch {
    throw new Error(exportMessages.failed);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    const message = body?.error?.message;
    throw new Error(
      message === exportMessages.nothingToExport || message === exportMessages.noContent
        ? message
        : exportMessages.failed,
    );
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
    `firstly-notes.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const FORMATS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: "csv", label: "CSV", hint: "Spreadsheet" },
  { format: "json", label: "JSON", hint: "Everything, for other apps" },
  { format: "txt", label: "TXT", hint: "Plain text" },
];

/** docs/behaviour/settings.md#export 'Export all notes' (signed-in only). */
export function ExportCard() {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await download(format);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <SettingsCard
      id="export"
      title="Export all thoughts"
      icon={Download}
      description="Download every note with its status, score and dates. The file name carries today's date."
    >
      <div className="grid grid-cols-3 gap-2">
        {FORMATS.map(({ format, label, hint }) => (
          <button
            key={format}
            type="button"
            disabled={busy !== null}
            onClick={() => void run(format)}
            aria-label={`Export as ${label}`}
            className="flex flex-col items-center gap-0.5 rounded-xl border border-line bg-surface px-2 py-2.5 text-sm font-semibold text-ink transition hover:border-accent disabled:opacity-50"
          >
            {busy === format ? <Loader2 aria-hidden className="size-4 animate-spin" /> : label}
            <span className="text-center text-xs font-normal text-muted">{hint}</span>
          </button>
        ))}
      </div>
    </SettingsCard>
  );
}
