import type { RankCorrection, Recurrence } from "../contract/task";

import type { ImportFormat } from "../contract/import";

/** One thought read from a file, before it is checked against the person's list. */
export interface ImportItem {
  /** where it was in the file: a CSV row, a line, or a position in a JSON list (1-based) */
  row: number;
  title: string | null;
  text: string;
  /** archived lands in Archive (status skipped) */
  status: "pending" | "completed" | "archived";
  /** ISO; for a completed item without its own date the import time is used */
  completedAt: string | null;
  /** a due or start date: in the future, the thought is delayed until then */
  startAt: string | null;
  recurrence: Recurrence | null;
  /**
   * a repeat that the docs/behaviour/states.md#schedule recurrence cannot hold, kept in the text
   * and counted in the preview
   */
  repeatKeptAsText: boolean;
  isPriority: boolean;
  /** the project, list or heading it came from (a subtask goal when the person asks for one) */
  project: string | null;
  /** what happened to the row's cells (formula kept as text, HTML tags removed …) */
  notes: string[];
  /** Firstly's own export: the original ids, so goals and rank corrections map across */
  sourceId?: string;
  rankCorrections?: Record<string, RankCorrection>;
  /** the source goal ids this thought was tagged with (Firstly export only) */
  subtaskGoalIds?: string[];
  /** the thought's status was delayed until this time in the source (Firstly export only) */
  delayEndsAt?: string | null;
}

/** A goal carried by Firstly's own export. */
export interface ImportGoal {
  row: number;
  sourceId: string;
  name: string;
  description: string;
  type: "main" | "subtask";
  status: "active" | "completed";
  completedAt: string | null;
}

export interface RowProblem {
  row: number;
  reason: string;
  /** what the row said, short, for the preview */
  title?: string;
}

/** What a parser made of a file. */
export interface ParsedImport {
  format: ImportFormat;
  items: ImportItem[];
  goals: ImportGoal[];
  /** rows not imported on purpose: empty, unsupported kind (sections, notes, deleted) */
  skipped: RowProblem[];
  /** rows that could not be read */
  errors: RowProblem[];
  /** what each column or field became */
  columns: { source: string; becomes: string }[];
}

/** A whole file that cannot be read as the format it claims: one message, nothing imported. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFileError";
  }
}

export function emptyItem(row: number): ImportItem {
  return {
    row,
    title: null,
    text: "",
    status: "pending",
    completedAt: null,
    startAt: null,
    recurrence: null,
    repeatKeptAsText: false,
    isPriority: false,
    project: null,
    notes: [],
  };
}
