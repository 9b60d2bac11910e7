/**
 * docs/behaviour/settings.md#export 'Export all notes': JSON, CSV and TXT of a person's notes. Pure
 * formatting; the server loads the notes (its own only) and sends the file.
 */
import type { RankCorrection, Recurrence } from "../contract/task";

export type ExportFormat = "json" | "csv" | "txt";
export const EXPORT_FORMATS: readonly ExportFormat[] = ["json", "csv", "txt"];

export interface ExportTask {
  title: string | null;
  content: string;
  created: string;
  updated: string;
  /** the best score against the person's active goals; null when unscored */
  goalScore: number | null;
  /** 'Critical Priority', 'Important', … or 'Unscored' */
  visualTier: string;
  status: string;
  /** JSON only (version 2, for a round trip through the import): what CSV and TXT leave out */
  id?: string;
  completedAt?: string | null;
  delayEndsAt?: string | null;
  recurrence?: Recurrence | null;
  isPriority?: boolean;
  subtaskTags?: string[];
  rankCorrections?: Record<string, RankCorrection>;
}

/** A goal in the JSON export (version 2), so an import elsewhere gets the same goals back. */
export interface ExportGoal {
  id: string;
  name: string;
  description: string;
  type: "main" | "subtask";
  status: "active" | "completed";
  completedAt: string | null;
}

export const CSV_COLUMNS = [
  "Title",
  "Content",
  "Created",
  "Updated",
  "Goal Score",
  "Visual Tier",
  "Status",
] as const;

export const exportMessages = {
  nothingToExport: "No notes found to export",
  noContent: "No notes with content found to export",
  failed: "Failed to export notes. Please try again.",
} as const;

/** A note has content when its title or text holds more than whitespace. */
export function hasContent(note: Pick<ExportTask, "title" | "content">): boolean {
  return Boolean(note.title?.trim() || note.content.trim());
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A
 * cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * prefixed with an apostrophe, so an exported note can never execute in Excel or Sheets.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a UTF-8 byte-order mark (so spreadsheets read accents and emoji) and CRLF rows. */
export function tasksToCsv(notes: readonly ExportTask[]): string {
  const rows = [
    CSV_COLUMNS.join(","),
    ...notes.map((n) =>
      [n.title ?? "", n.content, n.created, n.updated, n.goalScore, n.visualTier, n.status]
        .map(csvCell)
        .join(","),
    ),
  ];
  return `\uFEFF${rows.join("\r\n")}\r\n`;
}

export function tasksToJson(
  notes: readonly ExportTask[],
  exportedAt: string,
  goals: readonly ExportGoal[] = [],
): string {
  const file = { app: "Firstly", version: 2, exportedAt, count: notes.length, notes, goals };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export function tasksToTxt(notes: readonly ExportTask[], exportedAt: string): string {
  const blocks = notes.map((n, i) => {
    const lines = [
      `${i + 1}. ${n.title?.trim() || n.content.split("\n")[0]?.slice(0, 80) || "Untitled"}`,
    ];
    lines.push(
      `   Status: ${n.status} · ${n.visualTier}${n.goalScore === null ? "" : ` (${n.goalScore})`}`,
    );
    lines.push(`   Created: ${n.created} · Updated: ${n.updated}`);
    if (n.content.trim()) lines.push("", ...n.content.split("\n").map((l) => `   ${l}`));
    return lines.join("\n");
  });
  return `Firstly notes, exported ${exportedAt} (${notes.length})\n\n${blocks.join("\n\n")}\n`;
}

/** firstly-notes-2026-11-25.csv */
export function exportFileName(format: ExportFormat, now: Date): string {
  return `firstly-notes-${now.toISOString().slice(0, 10)}.${format}`;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  json: "application/json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};
