import { useRef, useState, type DragEvent } from "react";
import { Link } from "react-router";
import { CheckCircle2, FileUp, Loader2, RotateCcw, Undo2 } from "lucide-react";
import type {
  ImportFormatChoice,
  ImportPreview,
  ImportRecord,
} from "@firstly/core/contract/import";
import { IMPORT_FORMAT_LABELS, IMPORT_FORMATS } from "@firstly/core/contract/import";
import { ScreenHeader } from "../../../components/screen-header";
import { GuestAuthButtons } from "../../../components/guest-auth-buttons";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { useMe } from "../../../lib/queries/session";
import { toast } from "../../../lib/toast";
import { useGoBack } from "../../../lib/use-go-back";
import {
  previewImport,
  startImport,
  useImport,
  useImports,
  useUndoImport,
  type ImportFile,
} from "../api/imports";
import { Button } from "../../../components/ui/button";
import { lazyDateFormat } from "../../../lib/date-format";

const MAX_BYTES = 5 * 1024 * 1024;
const ROWS_SHOWN = 500;

/**
 * Settings → Import (issue #28): pick, drop or paste a list, see per row what would happen, then
 * confirm; the import runs as a background job with a progress bar, and every past import can be
 * undone. Nothing is written before the person confirms.
 */
export function ImportScreen() {
  const goBack = useGoBack();
  const me = useMe();
  const isGuest = me.data?.user?.isGuest ?? true;
  return (
    <div className="min-h-dvh bg-canvas">
      <ScreenHeader onBack={goBack}>
        <h1 className="text-lg font-semibold tracking-tight">Import your list</h1>
      </ScreenHeader>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 pt-5 pb-[calc(3rem+env(safe-area-inset-bottom))]">
        {me.isPending ? (
          <p role="status" className="py-16 text-center text-muted">
            Loading…
          </p>
        ) : isGuest ? (
          <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <h2 className="font-semibold tracking-tight">Bring your list with you</h2>
            <p className="mt-1 text-sm text-muted">
              Create a free account to import your list. Guests can keep 5 thoughts on this device.
            </p>
            <div className="mt-4">
              <GuestAuthButtons />
            </div>
          </section>
        ) : (
          <ImportFlow />
        )}
        {!isGuest && <PastImports />}
      </main>
    </div>
  );
}

type Step =
  | { kind: "choose" }
  | { kind: "preview"; file: ImportFile; preview: ImportPreview }
  | { kind: "running"; id: string };

function ImportFlow() {
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [format, setFormat] = useState<ImportFormatChoice>("auto");
  if (step.kind === "running")
    return <ImportProgress id={step.id} onAnother={() => setStep({ kind: "choose" })} />;
  if (step.kind === "preview")
    return (
      <PreviewPanel
        file={step.file}
        preview={step.preview}
        format={format}
        onBack={() => setStep({ kind: "choose" })}
        onStarted={(id) => setStep({ kind: "running", id })}
      />
    );
  return (
    <ChooseFile
      format={format}
      onFormat={setFormat}
      onPreview={(file, preview) => setStep({ kind: "preview", file, preview })}
    />
  );
}

function ChooseFile({
  format,
  onFormat,
  onPreview,
}: {
  format: ImportFormatChoice;
  onFormat: (f: ImportFormatChoice) => void;
  onPreview: (file: ImportFile, preview: ImportPreview) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const pick = (f: File | undefined) => {
    setError(null);
    if (!f) return;
    if (f.size > MAX_BYTES) {
      setError("The file is larger than 5 MB. Split it into smaller files.");
      return;
    }
    setFile(f);
    setText("");
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    pick(e.dataTransfer.files[0]);
  };
  const run = async () => {
    const chosen: ImportFile | null = file
      ? { blob: file, name: file.name }
      : text.trim()
        ? { blob: new Blob([text], { type: "application/octet-stream" }), name: null }
        : null;
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      onPreview(chosen, await previewImport(chosen, format));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rounded-2xl border border-line/80 bg-surface p-4 shadow-card sm:p-5">
      <h2 className="font-semibold tracking-tight">Bring your list</h2>
      <p className="mt-1 text-sm text-muted">
        From Todoist (CSV), TickTick (backup CSV), Trello (board JSON), Google Tasks (Takeout
        Tasks.json), Markdown or plain text, or a Firstly JSON export. You see what happens to every
        row before anything is saved.
      </p>
      <label
        htmlFor="import-file"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "mt-4 flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-7 text-center transition",
          dragging ? "border-accent bg-accent-soft" : "border-line hover:border-accent/50",
        )}
      >
        <FileUp aria-hidden className="size-7 text-accent" />
        <span className="font-semibold">{file ? file.name : "Choose a file or drop it here"}</span>
        <span className="text-xs text-muted">
          {file
            ? `${(file.size / 1024).toFixed(1)} KB`
            : "Up to 5 MB · CSV, JSON, Markdown or text"}
        </span>
        <input
          ref={input}
          id="import-file"
          type="file"
          accept=".csv,.json,.md,.markdown,.txt,text/csv,application/json,text/plain,text/markdown"
          className="sr-only"
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </label>
      <div className="my-4 flex items-center gap-3 text-xs uppercase tracking-wide text-muted">
        <span className="h-px flex-1 bg-line" /> or paste <span className="h-px flex-1 bg-line" />
      </div>
      <label htmlFor="import-text" className="sr-only">
        Paste your list
      </label>
      <textarea
        id="import-text"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value) {
            setFile(null);
            if (input.current) input.current.value = "";
          }
        }}
        rows={5}
        placeholder={"- [ ] Call the dentist\n- [x] Renew passport\nPlan the garden"}
        className="w-full resize-y rounded-xl border border-line bg-raised p-3 text-sm outline-none focus:border-accent"
      />
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm">
          <span className="font-medium text-ink-soft">Format</span>
          <select
            value={format}
            onChange={(e) => onFormat(e.target.value as ImportFormatChoice)}
            className="h-11 rounded-xl border border-line bg-surface px-3"
          >
            <option value="auto">Detect from the content</option>
            {IMPORT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {IMPORT_FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <Button
          disabled={busy || (!file && !text.trim())}
          onClick={() => void run()}
          className="px-5 shadow-float hover:opacity-90"
        >
          {busy && <Loader2 aria-hidden className="size-4 animate-spin" />} Preview import
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-danger/10 p-3 text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
}

const ACTION_STYLE = {
  create: "bg-tier-important/12 text-tier-important",
  skip: "bg-line/70 text-ink-soft",
  error: "bg-danger/12 text-danger",
} as const;

function PreviewPanel({
  file,
  preview,
  format,
  onBack,
  onStarted,
}: {
  file: ImportFile;
  preview: ImportPreview;
  format: ImportFormatChoice;
  onBack: () => void;
  onStarted: (id: string) => void;
}) {
  const [projectsAsGoals, setProjectsAsGoals] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { totals } = preview;
  const thoughts = preview.rows.filter((r) => r.kind === "thought" && r.action === "create").length;
  const extras = [
    totals.completed > 0 && `${totals.completed} completed (to Completed Items)`,
    totals.archived > 0 && `${totals.archived} to Archive`,
    totals.delayed > 0 && `${totals.delayed} delayed until their date`,
    totals.scheduled > 0 && `${totals.scheduled} scheduled weekly`,
    totals.repeatsKeptAsText > 0 && `${totals.repeatsKeptAsText} repeats kept as text`,
    totals.priority > 0 && `${totals.priority} marked priority`,
  ].filter(Boolean);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const record = await startImport(file, { format, projectsAsGoals });
      onStarted(record.id);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <section
      aria-label="Import preview"
      className="rounded-2xl border border-line/80 bg-surface p-4 shadow-card sm:p-5"
    >
      <p className="truncate text-xs font-medium text-muted">
        {preview.formatLabel} · {preview.encoding.toUpperCase()}
        {file.name ? ` · ${file.name}` : ""}
      </p>
      <h2 className="mt-1 font-semibold tracking-tight">Preview: nothing is saved yet</h2>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {(["create", "skip", "error"] as const).map((a) => (
          <div key={a} className={cn("rounded-xl px-2 py-3", ACTION_STYLE[a])}>
            <dt className="text-xs font-medium">
              {a === "create" ? "To create" : a === "skip" ? "Skipped" : "Errors"}
            </dt>
            <dd data-testid={`import-total-${a}`} className="text-2xl font-semibold tabular-nums">
              {totals[a]}
            </dd>
          </div>
        ))}
      </dl>
      {extras.length > 0 && <p className="mt-3 text-sm text-ink-soft">{extras.join(" · ")}</p>}
      {preview.blocked && (
        <p role="alert" className="mt-3 rounded-xl bg-danger/10 p-3 text-sm text-danger">
          {preview.blocked}
        </p>
      )}
      {preview.projects.length > 0 && (
        <label className="mt-4 flex items-start gap-3 rounded-xl border border-line p-3 text-sm">
          <input
            type="checkbox"
            checked={projectsAsGoals}
            onChange={(e) => setProjectsAsGoals(e.target.checked)}
            className="mt-0.5 size-4 accent-[var(--color-accent)]"
          />
          <span>
            <span className="font-medium">Make each project a subtask goal</span>
            <span className="block text-muted">
              {preview.projects.slice(0, 6).join(", ")}
              {preview.projects.length > 6 ? ` and ${preview.projects.length - 6} more` : ""}
            </span>
          </span>
        </label>
      )}
      <details className="mt-4 rounded-xl border border-line p-3 text-sm">
        <summary className="cursor-pointer font-medium">What each column became</summary>
        <ul className="mt-2 flex flex-col gap-1">
          {preview.columns.map((c) => (
            <li key={c.source} className="flex gap-2">
              <span className="min-w-28 font-mono text-xs text-ink-soft">{c.source}</span>
              <span className="text-muted">→ {c.becomes}</span>
            </li>
          ))}
        </ul>
      </details>
      <div className="mt-4 max-h-96 overflow-auto rounded-xl border border-line">
        <table className="w-full table-fixed text-left text-sm">
          <colgroup>
            <col className="w-16" />
            <col />
            <col className="w-32 sm:w-52" />
          </colgroup>
          <thead className="sticky top-0 bg-raised text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Row
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Item
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, ROWS_SHOWN).map((r) => (
              <tr key={`${r.kind}-${r.row}`} className="border-t border-line/70 align-top">
                <td className="px-3 py-2 tabular-nums text-muted">
                  {r.kind === "goal" ? `Goal ${r.row}` : r.row}
                </td>
                <td className="px-3 py-2">
                  <span className="line-clamp-2 break-words">{r.title || "—"}</span>
                  {r.notes.map((n) => (
                    <span key={n} className="block text-xs text-muted">
                      {n}
                    </span>
                  ))}
                </td>
                <td className="px-3 py-2">
                  <span
                    className={cn(
                      "inline-block rounded-full px-2 py-0.5 text-xs font-medium",
                      ACTION_STYLE[r.action],
                    )}
                  >
                    {r.action === "create" ? "Create" : r.action === "skip" ? "Skip" : "Error"}
                  </span>
                  {r.reason && <span className="mt-0.5 block text-xs text-muted">{r.reason}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {preview.rows.length > ROWS_SHOWN && (
          <p className="border-t border-line p-3 text-xs text-muted">
            And {preview.rows.length - ROWS_SHOWN} more rows.
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-danger/10 p-3 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onBack}
          className="h-11 rounded-xl border border-line bg-surface px-4 font-medium"
        >
          Choose another file
        </button>
        <Button
          disabled={busy || preview.blocked !== null}
          onClick={() => void confirm()}
          className="px-5 shadow-float hover:opacity-90"
        >
          {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
          Import {thoughts} {thoughts === 1 ? "thought" : "thoughts"}
        </Button>
      </div>
    </section>
  );
}

function progressOf(r: ImportRecord | undefined): number {
  if (!r) return 0;
  if (r.status === "done") return 100;
  if (r.status === "queued") return 2;
  if (r.status === "writing") return 10;
  const thoughts = Math.max(1, r.created);
  return Math.min(99, 20 + Math.round((80 * r.scored) / thoughts));
}

function ImportProgress({ id, onAnother }: { id: string; onAnother: () => void }) {
  const record = useImport(id).data;
  const undo = useUndoImport();
  const pct = progressOf(record);
  const status = record?.status ?? "queued";
  const label =
    status === "queued" || status === "writing"
      ? "Writing your thoughts…"
      : status === "scoring"
        ? `Ranking against your goals… ${record?.scored ?? 0} of ${record?.created ?? 0}`
        : status === "done"
          ? "Import finished"
          : status === "undone"
            ? "Import undone"
            : "Import failed";
  return (
    <section
      aria-label="Import progress"
      className="rounded-2xl border border-line/80 bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex items-center gap-2">
        {status === "done" ? (
          <CheckCircle2 aria-hidden className="size-5 text-tier-important" />
        ) : status === "failed" || status === "undone" ? null : (
          <Loader2 aria-hidden className="size-5 animate-spin text-accent" />
        )}
        <h2 className="font-semibold tracking-tight">{label}</h2>
      </div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="mt-4 h-2 overflow-hidden rounded-full bg-line/70"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-300",
            status === "failed" ? "bg-danger" : "bg-accent",
          )}
          style={{ width: `${status === "undone" ? 0 : pct}%` }}
        />
      </div>
      {status !== "done" && status !== "failed" && status !== "undone" && (
        <p className="mt-2 text-xs text-muted">You can leave this screen; the import carries on.</p>
      )}
      {record && status === "failed" && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {record.message}
        </p>
      )}
      {record && (status === "done" || status === "undone") && (
        <p className="mt-3 text-sm text-ink-soft" data-testid="import-result">
          {resultText(record)}
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onAnother}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-line bg-surface px-4 font-medium"
        >
          <RotateCcw aria-hidden className="size-4" /> Import another file
        </button>
        {status === "done" && (
          <>
            <button
              type="button"
              disabled={undo.isPending}
              onClick={() =>
                undo.mutate(id, {
                  onSuccess: () => toast.success("Import undone"),
                  onError: (e) => toast.error(e.message),
                })
              }
              className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-line bg-surface px-4 font-medium"
            >
              <Undo2 aria-hidden className="size-4" /> Undo import
            </button>
            <Link
              to={paths.home}
              className="inline-flex h-11 items-center justify-center rounded-xl bg-accent px-5 font-semibold text-accent-ink shadow-float"
            >
              See them on home
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

function resultText(r: ImportRecord): string {
  const parts = [
    `${r.created} ${r.created === 1 ? "thought" : "thoughts"} created`,
    r.goalsCreated > 0
      ? `${r.goalsCreated} ${r.goalsCreated === 1 ? "goal" : "goals"} created`
      : "",
    r.skipped > 0 ? `${r.skipped} skipped` : "",
    r.errors > 0 ? `${r.errors} ${r.errors === 1 ? "row" : "rows"} with errors left out` : "",
  ].filter(Boolean);
  return `${r.status === "undone" ? "Undone: " : ""}${parts.join(", ")}.`;
}

const dateFormat = lazyDateFormat({ dateStyle: "medium", timeStyle: "short" });

function PastImports() {
  const list = useImports(true);
  const undo = useUndoImport();
  const imports = list.data?.imports ?? [];
  if (imports.length === 0) return null;
  return (
    <section
      aria-labelledby="past-imports"
      className="rounded-2xl border border-line/80 bg-surface p-4 shadow-card sm:p-5"
    >
      <h2 id="past-imports" className="font-semibold tracking-tight">
        Past imports
      </h2>
      <ul className="mt-2 divide-y divide-line/70">
        {imports.map((r) => (
          <li key={r.id} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{r.fileName ?? IMPORT_FORMAT_LABELS[r.format]}</p>
              <p className="text-xs text-muted">
                {dateFormat.format(new Date(r.createdAt))} ·{" "}
                {r.status === "failed"
                  ? "failed, nothing kept"
                  : r.status === "undone"
                    ? `undone (${r.created} removed)`
                    : r.status === "done"
                      ? `${r.created} created, ${r.skipped} skipped`
                      : "running…"}
              </p>
            </div>
            {(r.status === "done" || r.status === "scoring") && (
              <button
                type="button"
                disabled={undo.isPending}
                aria-label={`Undo import of ${r.fileName ?? IMPORT_FORMAT_LABELS[r.format]}`}
                onClick={() =>
                  undo.mutate(r.id, {
                    onSuccess: () => toast.success("Import undone"),
                    onError: (e) => toast.error(e.message),
                  })
                }
                className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium"
              >
                <Undo2 aria-hidden className="size-4" /> Undo
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
