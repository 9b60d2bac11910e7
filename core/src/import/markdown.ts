import { cleanCell, shortTitle } from "./cells";
import { emptyItem, type ImportItem, type ParsedImport } from "./types";
import { splitTitle } from "./text";

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const CHECKBOX = /^(\s*)(?:[-*+]|\d+[.)])\s+\[([ xX])\]\s*(.*)$/;
const BULLET = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$/;

/**
 * Markdown or plain text, pasted or uploaded: `- [ ]` / `- [x]` checklists (ticked = completed),
 * `*`, `-`, `+` and numbered bullets, otherwise one thought per line. Headings are context (and the
 * project when asked); an indented bullet keeps its parent as context; an indented line that is
 * not a bullet continues the thought above it.
 */
export function parseMarkdown(text: string, now: Date): ParsedImport {
  const parsed: ParsedImport = {
    format: "markdown",
    items: [],
    goals: [],
    skipped: [],
    errors: [],
    columns: [
      { source: "line or bullet", becomes: "a thought" },
      { source: "- [x] item", becomes: "completed" },
      { source: "# heading", becomes: "context in the text; project when asked" },
      { source: "indented bullet", becomes: "parent kept as context" },
    ],
  };
  let heading: string | null = null;
  const open: { indent: number; item: ImportItem; name: string; body: string[] }[] = [];
  const all: { item: ImportItem; name: string; body: string[]; context: string[] }[] = [];
  const lines = text.split(/\r\n?|\n/);
  lines.forEach((raw, index) => {
    const rowNumber = index + 1;
    if (!raw.trim()) return;
    const cell = cleanCell(raw.replace(/\s+$/, ""));
    if (cell.error) {
      parsed.errors.push({ row: rowNumber, reason: cell.error });
      return;
    }
    const line = cell.value === raw.trim() ? raw.replace(/\s+$/, "") : cell.value;
    const h = HEADING.exec(line);
    if (h) {
      heading = h[2]?.trim() || null;
      open.length = 0;
      return;
    }
    const box = CHECKBOX.exec(line);
    const bullet = box ? null : BULLET.exec(line);
    const indent = (box?.[1] ?? bullet?.[1] ?? /^\s*/.exec(line)?.[0] ?? "").replace(
      /\t/g,
      "    ",
    ).length;
    if (!box && !bullet && indent > 0 && open.length > 0) {
      open[open.length - 1]?.body.push(line.trim());
      return;
    }
    const name = (box ? box[3] : bullet ? bullet[2] : line)?.trim() ?? "";
    if (!name) {
      parsed.skipped.push({ row: rowNumber, reason: "empty" });
      return;
    }
    while (open.length > 0 && (open[open.length - 1]?.indent ?? 0) >= indent) open.pop();
    const parent = open[open.length - 1];
    const item = emptyItem(rowNumber);
    item.notes = cell.notes;
    item.project = heading;
    if (box && box[2]?.toLowerCase() === "x") {
      item.status = "completed";
      item.completedAt = now.toISOString();
    }
    const context = [
      heading ? `Section: ${heading}` : "",
      parent ? `Under: ${shortTitle(parent.name)}` : "",
    ];
    const entry = { indent, item, name, body: [] as string[] };
    open.push(entry);
    all.push({ item, name, body: entry.body, context });
    parsed.items.push(item);
  });
  for (const a of all) Object.assign(a.item, splitTitle(a.name, a.body.join("\n"), a.context));
  return parsed;
}
