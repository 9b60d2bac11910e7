import { z } from "zod";

/** Every format Firstly reads; "auto" in a request means: detect it from the content. */
export const IMPORT_FORMATS = [
  "todoist",
  "ticktick",
  "trello",
  "google-tasks",
  "markdown",
  "firstly",
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  todoist: "Todoist CSV",
  ticktick: "TickTick backup CSV",
  trello: "Trello board JSON",
  "google-tasks": "Google Tasks (Takeout Tasks.json)",
  markdown: "Markdown or plain text",
  firstly: "Firstly JSON export",
};

export const ImportFormatChoice = z.enum(["auto", ...IMPORT_FORMATS], {
  error: "Format must be auto, todoist, ticktick, trello, google-tasks, markdown or firstly",
});
export type ImportFormatChoice = z.infer<typeof ImportFormatChoice>;

/** The query of POST /api/imports/preview and POST /api/imports (the body is the file's bytes). */
export const ImportQuery = z.object({
  format: ImportFormatChoice.default("auto"),
  /** each project or list becomes a subtask goal (off by default) */
  projectsAsGoals: z.enum(["true", "false"]).default("false"),
  /** the file's name, shown in the list of past imports only */
  name: z.string().max(200).optional(),
});

const PreviewRow = z.object({
  kind: z.enum(["thought", "goal"]),
  row: z.number().int(),
  action: z.enum(["create", "skip", "error"]),
  title: z.string(),
  reason: z.string().nullable(),
  notes: z.array(z.string()),
});

export const ImportTotals = z.object({
  create: z.number().int(),
  skip: z.number().int(),
  error: z.number().int(),
  completed: z.number().int(),
  archived: z.number().int(),
  delayed: z.number().int(),
  scheduled: z.number().int(),
  repeatsKeptAsText: z.number().int(),
  priority: z.number().int(),
  goals: z.number().int(),
});

export const ImportPreview = z.object({
  format: z.enum(IMPORT_FORMATS),
  formatLabel: z.string(),
  detectedFormat: z.enum(IMPORT_FORMATS),
  encoding: z.string(),
  totals: ImportTotals,
  rows: z.array(PreviewRow),
  columns: z.array(z.object({ source: z.string(), becomes: z.string() })),
  projects: z.array(z.string()),
  /** why this file cannot be imported as it is (too many thoughts, nothing to create), or null */
  blocked: z.string().nullable(),
  limits: z.object({
    maxItems: z.number().int(),
    maxBytes: z.number().int(),
    perDay: z.number().int(),
  }),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportStatus = z.enum(["queued", "writing", "scoring", "done", "failed", "undone"]);
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ImportRecord = z.object({
  id: z.string(),
  format: z.enum(IMPORT_FORMATS),
  fileName: z.string().nullable(),
  status: ImportStatus,
  /** thoughts (and goals) to create, and how many are written / scored so far */
  total: z.number().int(),
  created: z.number().int(),
  goalsCreated: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
  scored: z.number().int(),
  /** a sentence when the import failed (nothing was kept) */
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type ImportRecord = z.infer<typeof ImportRecord>;

export const ImportList = z.object({ imports: z.array(ImportRecord) });
export type ImportList = z.infer<typeof ImportList>;
