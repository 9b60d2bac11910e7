import { z } from "zod";
import { Recurrence, RankCorrection } from "../contract/task";
import { cleanCells } from "./cells";
import { parseDate } from "./dates";
import { emptyItem, ImportFileError, type ParsedImport } from "./types";

const ExportedTask = z.object({
  id: z.string().max(100).optional(),
  title: z.string().nullable().optional(),
  content: z.string(),
  created: z.string().optional(),
  status: z.string().optional(),
  completedAt: z.string().nullable().optional(),
  delayEndsAt: z.string().nullable().optional(),
  recurrence: Recurrence.nullable().optional(),
  isPriority: z.boolean().optional(),
  subtaskTags: z.array(z.string()).optional(),
  rankCorrections: z.record(z.string(), RankCorrection).optional(),
});
const ExportedGoal = z.object({
  id: z.string().max(100),
  name: z.string(),
  description: z.string(),
  type: z.enum(["main", "subtask"]),
  status: z.enum(["active", "completed"]),
  completedAt: z.string().nullable().optional(),
});
const FirstlyExport = z.object({
  app: z.literal("Firstly"),
  version: z.number().optional(),
  notes: z.array(z.unknown()),
  goals: z.array(z.unknown()).optional(),
});

export function looksLikeFirstly(json: unknown): boolean {
  return typeof json === "object" && json !== null && (json as { app?: unknown }).app === "Firstly";
}

/**
 * Firstly's own JSON export (GET /api/export?format=json), for moving between accounts or servers.
 * Version 2 carries what a round trip needs: ids, goals, completed and delay dates, schedules,
 * priority, subtask tags and rank corrections; version 1 files (title, content, status) still read.
 */
export function parseFirstly(json: unknown, now: Date): ParsedImport {
  const file = FirstlyExport.safeParse(json);
  if (!file.success)
    throw new ImportFileError("This is not a Firstly export: it has no notes list.");
  const parsed: ParsedImport = {
    format: "firstly",
    items: [],
    goals: [],
    skipped: [],
    errors: [],
    columns: [
      { source: "title, content", becomes: "title and text" },
      { source: "status", becomes: "the same status (archived → Archive)" },
      { source: "completedAt, delayEndsAt, recurrence, isPriority", becomes: "the same" },
      { source: "goals", becomes: "goals (the main goal when you have none)" },
      { source: "rankCorrections", becomes: "your rank corrections, for the imported goals" },
    ],
  };
  (file.data.goals ?? []).forEach((raw, index) => {
    const rowNumber = index + 1;
    const goal = ExportedGoal.safeParse(raw);
    if (!goal.success) {
      parsed.errors.push({
        row: rowNumber,
        reason: "a goal entry is not what a Firstly export holds",
      });
      return;
    }
    const cells = cleanCells({ name: goal.data.name, description: goal.data.description });
    if (cells.error) {
      parsed.errors.push({ row: rowNumber, reason: cells.error });
      return;
    }
    parsed.goals.push({
      row: rowNumber,
      sourceId: goal.data.id,
      name: cells.values.name,
      description: cells.values.description,
      type: goal.data.type,
      status: goal.data.status,
      completedAt: parseDate(goal.data.completedAt),
    });
  });
  file.data.notes.forEach((raw, index) => {
    const rowNumber = index + 1;
    const note = ExportedTask.safeParse(raw);
    if (!note.success) {
      parsed.errors.push({
        row: rowNumber,
        reason: "this note is not what a Firstly export holds",
      });
      return;
    }
    const n = note.data;
    const cells = cleanCells({ title: n.title ?? "", content: n.content });
    if (cells.error) {
      parsed.errors.push({ row: rowNumber, reason: cells.error });
      return;
    }
    if (!cells.values.content) {
      parsed.skipped.push({ row: rowNumber, reason: "empty" });
      return;
    }
    const item = emptyItem(rowNumber);
    item.notes = cells.notes;
    item.title = cells.values.title || null;
    item.text = cells.values.content;
    item.isPriority = n.isPriority ?? false;
    item.recurrence = n.recurrence ?? null;
    if (n.id) item.sourceId = n.id;
    item.rankCorrections = n.rankCorrections ?? {};
    item.subtaskGoalIds = n.subtaskTags ?? [];
    if (n.status === "completed") {
      item.status = "completed";
      item.completedAt = parseDate(n.completedAt) ?? now.toISOString();
    } else if (n.status === "archived" || n.status === "skipped") item.status = "archived";
    else if (n.status === "delayed") item.delayEndsAt = parseDate(n.delayEndsAt);
    parsed.items.push(item);
  });
  return parsed;
}
