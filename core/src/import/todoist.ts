import { cleanCells, shortTitle } from "./cells";
import { headerIndex, readCsv } from "./csv";
import { parseDate, recurrenceFromWords } from "./dates";
import { emptyItem, ImportFileError, type ImportItem, type ParsedImport } from "./types";
import { splitTitle } from "./text";

export function looksLikeTodoist(text: string): boolean {
  const first = text.split(/\r?\n/, 1)[0]?.toUpperCase() ?? "";
  return first.includes("TYPE") && first.includes("CONTENT") && first.includes("PRIORITY");
}

/**
 * Todoist CSV: rows of TYPE task, section or note. A section's name and a sub-item's parent
 * (INDENT 2–4) are kept as context in the text, a note is appended to its task; PRIORITY 1 is
 * Todoist's p1 (top) and becomes priority; DATE is Todoist's words: "every mon, wed at 9am"
 * becomes a schedule, a date becomes a delay, anything else stays in the text.
 */
export function parseTodoist(text: string, now: Date): ParsedImport {
  const { rows, broken } = readCsv(text);
  const header = rows[0] ?? [];
  const col = headerIndex(header);
  if (!col.has("TYPE") || !col.has("CONTENT"))
    throw new ImportFileError("This is not a Todoist CSV: it has no TYPE and CONTENT columns.");
  const cell = (r: string[], name: string) => {
    const i = col.get(name);
    return i === undefined ? "" : (r[i] ?? "");
  };
  const parsed: ParsedImport = {
    format: "todoist",
    items: [],
    goals: [],
    skipped: [],
    errors: [],
    columns: [
      { source: "CONTENT", becomes: "title (the text when there is nothing else)" },
      { source: "DESCRIPTION", becomes: "text" },
      { source: "PRIORITY", becomes: "priority (1 = p1)" },
      { source: "INDENT", becomes: "parent kept as context in the text" },
      { source: "DATE", becomes: "delay (future date), schedule (weekly repeat) or text" },
      { source: "TYPE section", becomes: "context in the text; project when asked" },
      { source: "TYPE note", becomes: "appended to its task's text" },
    ].filter((c) => col.has(c.source.split(" ")[0] ?? "")),
  };
  let section: string | null = null;
  const parents: string[] = [];
  let last: { item: ImportItem; extra: string[] } | null = null;
  const pending: { item: ImportItem; extra: string[]; content: string; description: string }[] = [];
  for (let r = 1; r < rows.length; r++) {
    const rowNumber = r + 1;
    const row = rows[r] ?? [];
    const unreadable = broken.get(rowNumber);
    if (unreadable) {
      parsed.errors.push({ row: rowNumber, reason: unreadable });
      continue;
    }
    const type = cell(row, "TYPE").trim().toLowerCase();
    const cells = cleanCells({
      content: cell(row, "CONTENT"),
      description: cell(row, "DESCRIPTION"),
      date: cell(row, "DATE"),
    });
    if (cells.error) {
      parsed.errors.push({ row: rowNumber, reason: cells.error });
      continue;
    }
    const { content, description, date } = cells.values;
    if (type === "" && !content && !description) continue;
    if (type === "section") {
      section = content || null;
      parents.length = 0;
      parsed.skipped.push({ row: rowNumber, reason: "section: kept as context", title: content });
      continue;
    }
    if (type === "note") {
      if (!last) {
        parsed.skipped.push({ row: rowNumber, reason: "a note with no task before it" });
        continue;
      }
      if (content) last.extra.push(`Note: ${content}`);
      last.item.notes.push(...cells.notes.filter((n) => !last?.item.notes.includes(n)));
      parsed.skipped.push({
        row: rowNumber,
        reason: `note: added to row ${last.item.row}`,
        title: shortTitle(content),
      });
      continue;
    }
    if (type !== "task") {
      parsed.skipped.push({ row: rowNumber, reason: `unsupported kind "${type || "(none)"}"` });
      continue;
    }
    if (!content && !description) {
      parsed.skipped.push({ row: rowNumber, reason: "empty" });
      continue;
    }
    const indent = Math.min(4, Math.max(1, Number.parseInt(cell(row, "INDENT"), 10) || 1));
    parents.length = indent - 1;
    const parent = parents[indent - 2] ?? null;
    parents[indent - 1] = shortTitle(content);
    const item = emptyItem(rowNumber);
    item.notes = cells.notes;
    item.isPriority = cell(row, "PRIORITY").trim() === "1";
    item.project = section;
    const extra: string[] = [];
    if (date) {
      const recurrence = recurrenceFromWords(date);
      const at = recurrence ? null : parseDate(date);
      if (recurrence) item.recurrence = recurrence;
      else if (at) item.startAt = at;
      else {
        extra.push(`${/^every\b/i.test(date) ? "Repeats" : "Date"}: ${date}`);
        if (/^every\b/i.test(date)) item.repeatKeptAsText = true;
      }
    }
    if (section) extra.push(`Section: ${section}`);
    if (parent) extra.push(`Under: ${parent}`);
    last = { item, extra };
    pending.push({ item, extra, content, description });
    parsed.items.push(item);
  }
  for (const p of pending) Object.assign(p.item, splitTitle(p.content, p.description, p.extra));
  void now;
  return parsed;
}
