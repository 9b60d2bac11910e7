import { cleanCells, shortTitle } from "./cells";
import { headerIndex, readCsv } from "./csv";
import { parseDate, recurrenceFromRrule } from "./dates";
import { emptyItem, ImportFileError, type ParsedImport } from "./types";
import { splitTitle } from "./text";

export function looksLikeTickTick(text: string): boolean {
  const head = text.slice(0, 4000);
  return /"?Folder Name"?\s*,\s*"?List Name"?\s*,\s*"?Title"?/i.test(head);
}

/**
 * TickTick's backup CSV (Settings → Backup): a few preamble lines (date, version, the status
 * legend), then the header `Folder Name, List Name, Title, Kind, Tags, Content, …, taskId,
 * parentId`. Status 0 normal, 1 completed (with Completed Time), 2 archived. Priority 5 (high) is
 * top priority. Repeat is an RRULE; weekly and daily ones become a schedule.
 */
export function parseTickTick(text: string, now: Date): ParsedImport {
  const { rows, broken } = readCsv(text);
  const headerAt = rows.findIndex((r) => {
    const names = r.map((c) => c.trim().toUpperCase());
    return names.includes("TITLE") && names.includes("LIST NAME") && names.includes("STATUS");
  });
  if (headerAt < 0)
    throw new ImportFileError(
      "This is not a TickTick backup: no row names the Title, List Name and Status columns.",
    );
  const col = headerIndex(rows[headerAt] ?? []);
  const cell = (r: string[], name: string) => {
    const i = col.get(name);
    return i === undefined ? "" : (r[i] ?? "");
  };
  const parsed: ParsedImport = {
    format: "ticktick",
    items: [],
    goals: [],
    skipped: [],
    errors: [],
    columns: [
      { source: "Title", becomes: "title (the text when there is nothing else)" },
      { source: "Content", becomes: "text" },
      { source: "List Name", becomes: "context in the text; project when asked" },
      { source: "Tags", becomes: "context in the text" },
      { source: "Start Date", becomes: "delay when in the future" },
      { source: "Due Date", becomes: "delay when in the future (without a start date)" },
      { source: "Repeat", becomes: "schedule (weekly/daily) or text" },
      { source: "Priority", becomes: "priority (5 = high)" },
      { source: "Status", becomes: "pending, completed (0/1) or Archive (2)" },
      { source: "Completed Time", becomes: "completed date" },
      { source: "parentId", becomes: "parent kept as context in the text" },
    ].filter((c) => col.has(c.source.toUpperCase())),
  };
  const titleById = new Map<string, string>();
  for (let r = headerAt + 1; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const id = cell(row, "TASKID").trim();
    if (id) titleById.set(id, shortTitle(cell(row, "TITLE")));
  }
  for (let r = headerAt + 1; r < rows.length; r++) {
    const rowNumber = r + 1;
    const unreadable = broken.get(rowNumber);
    if (unreadable) {
      parsed.errors.push({ row: rowNumber, reason: unreadable });
      continue;
    }
    const row = rows[r] ?? [];
    const cells = cleanCells({
      title: cell(row, "TITLE"),
      content: cell(row, "CONTENT"),
      list: cell(row, "LIST NAME"),
      tags: cell(row, "TAGS"),
      repeat: cell(row, "REPEAT"),
    });
    if (cells.error) {
      parsed.errors.push({ row: rowNumber, reason: cells.error });
      continue;
    }
    const { title, content, list, tags, repeat } = cells.values;
    if (!title && !content) {
      parsed.skipped.push({ row: rowNumber, reason: "empty" });
      continue;
    }
    const status = cell(row, "STATUS").trim();
    if (!["0", "1", "2", ""].includes(status)) {
      parsed.errors.push({
        row: rowNumber,
        reason: `unknown status "${status.slice(0, 20)}" (expected 0, 1 or 2)`,
        title: shortTitle(title || content),
      });
      continue;
    }
    const item = emptyItem(rowNumber);
    item.notes = cells.notes;
    item.project = list || null;
    item.isPriority = cell(row, "PRIORITY").trim() === "5";
    const zone = cell(row, "TIMEZONE").trim() || null;
    const start = parseDate(cell(row, "START DATE")) ?? parseDate(cell(row, "DUE DATE"));
    if (status === "1") {
      item.status = "completed";
      item.completedAt = parseDate(cell(row, "COMPLETED TIME")) ?? now.toISOString();
    } else if (status === "2") {
      item.status = "archived";
    }
    const extra: string[] = [];
    if (repeat) {
      const recurrence = recurrenceFromRrule(repeat, start, zone);
      if (recurrence) item.recurrence = recurrence;
      else {
        item.repeatKeptAsText = true;
        extra.push(`Repeats: ${repeat}`);
      }
    }
    if (!item.recurrence) item.startAt = start;
    if (list) extra.push(`List: ${list}`);
    if (tags) extra.push(`Tags: ${tags}`);
    const parent = titleById.get(cell(row, "PARENTID").trim());
    if (parent) extra.push(`Under: ${parent}`);
    Object.assign(item, splitTitle(title, content, extra));
    parsed.items.push(item);
  }
  return parsed;
}
