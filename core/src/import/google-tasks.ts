import { z } from "zod";
import { cleanCells } from "./cells";
import { parseDate } from "./dates";
import { emptyItem, ImportFileError, type ParsedImport } from "./types";
import { splitTitle } from "./text";

const GoogleTask = z.object({
  id: z.string().optional(),
  title: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  status: z.string().optional(),
  due: z.string().nullable().optional(),
  completed: z.string().nullable().optional(),
  deleted: z.boolean().optional(),
  hidden: z.boolean().optional(),
  parent: z.string().optional(),
});
const GoogleTasksFile = z.object({
  kind: z.literal("tasks#taskLists").optional(),
  items: z.array(
    z.object({
      title: z.string().nullable().optional(),
      items: z.array(GoogleTask).optional(),
    }),
  ),
});

export function looksLikeGoogleTasks(json: unknown): boolean {
  if (typeof json !== "object" || json === null) return false;
  const o = json as { kind?: unknown; items?: unknown };
  return (
    o.kind === "tasks#taskLists" ||
    (Array.isArray(o.items) &&
      o.items.some((l) => (l as { kind?: unknown })?.kind === "tasks#taskList"))
  );
}

/**
 * Google Takeout's Tasks/Tasks.json: task lists, each with its tasks. `needsAction` is pending,
 * `completed` completed with its date; a deleted task is skipped; a due date in the future
 * delays the thought. The list is the project; a sub-task's parent is kept as context.
 */
export function parseGoogleTasks(json: unknown, now: Date): ParsedImport {
  const result = GoogleTasksFile.safeParse(json);
  if (!result.success)
    throw new ImportFileError(
      `This is not a Google Tasks export: ${result.error.issues[0]?.path.join(".") || "the file"} is missing or of the wrong kind.`,
    );
  const parsed: ParsedImport = {
    format: "google-tasks",
    items: [],
    goals: [],
    skipped: [],
    errors: [],
    columns: [
      { source: "title", becomes: "title (the text when there is nothing else)" },
      { source: "notes", becomes: "text" },
      { source: "status", becomes: "pending (needsAction) or completed" },
      { source: "completed", becomes: "completed date" },
      { source: "due", becomes: "delay when in the future" },
      { source: "task list title", becomes: "context in the text; project when asked" },
    ],
  };
  let rowNumber = 0;
  for (const list of result.data.items) {
    const tasks = list.items ?? [];
    const titles = new Map(tasks.map((t) => [t.id ?? "", t.title?.trim() ?? ""]));
    for (const task of tasks) {
      rowNumber++;
      if (task.deleted) {
        parsed.skipped.push({ row: rowNumber, reason: "deleted in Google Tasks" });
        continue;
      }
      const cells = cleanCells({
        title: task.title ?? "",
        notes: task.notes ?? "",
        list: list.title ?? "",
      });
      if (cells.error) {
        parsed.errors.push({ row: rowNumber, reason: cells.error });
        continue;
      }
      const { title, notes, list: listTitle } = cells.values;
      if (!title && !notes) {
        parsed.skipped.push({ row: rowNumber, reason: "empty" });
        continue;
      }
      const item = emptyItem(rowNumber);
      item.notes = cells.notes;
      item.project = listTitle || null;
      if (task.status === "completed") {
        item.status = "completed";
        item.completedAt = parseDate(task.completed) ?? now.toISOString();
      } else item.startAt = parseDate(task.due);
      const parent = task.parent ? titles.get(task.parent) : undefined;
      const extra = [listTitle ? `List: ${listTitle}` : "", parent ? `Under: ${parent}` : ""];
      Object.assign(item, splitTitle(title, notes, extra));
      parsed.items.push(item);
    }
  }
  return parsed;
}
