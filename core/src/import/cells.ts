/**
 * What a cell may hold once it is a thought: plain text. A NUL byte makes the row an error (it is
 * not text and PostgreSQL refuses it); a spreadsheet formula is kept as the text it is and never
 * evaluated; HTML is reduced to its words (React never renders it as markup anyway, but a thought
 * full of tags is unreadable). Every change is reported per row.
 */
export const cellMessages = {
  nul: "contains a NUL byte (not text); the row was not imported",
  formula: "a spreadsheet formula was kept as plain text",
  html: "HTML tags were removed, the words kept",
} as const;

const FORMULA = /^\s*[=+@]\s*[A-Za-z_][\w.]*\s*\(|^\s*=/;
const TAG = /<\/?[a-zA-Z][^>]*>/;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function stripHtml(value: string): string {
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "- ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 0x20);
      if (name.startsWith("#"))
        return String.fromCodePoint(Number.parseInt(name.slice(1), 10) || 0x20);
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface CleanCell {
  value: string;
  notes: string[];
  /** set when the row cannot be imported */
  error?: string;
}

/** One cell as text, with what was done to it. */
export function cleanCell(raw: string | number | boolean | null | undefined): CleanCell {
  const value = raw === null || raw === undefined ? "" : String(raw);
  if (value.includes("\u0000")) return { value: "", notes: [], error: cellMessages.nul };
  const notes: string[] = [];
  let text = value.replace(/\r\n?/g, "\n");
  // other control characters carry nothing a person wrote
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
  if (TAG.test(text)) {
    text = stripHtml(text);
    notes.push(cellMessages.html);
  }
  if (FORMULA.test(text)) notes.push(cellMessages.formula);
  return { value: text.trim(), notes };
}

/** Several cells of one row: the first error wins, notes are merged without repeats. */
export function cleanCells<K extends string>(
  cells: Record<K, string | null | undefined>,
): { values: Record<K, string>; notes: string[]; error?: string } {
  const values = {} as Record<K, string>;
  const notes = new Set<string>();
  let error: string | undefined;
  for (const key of Object.keys(cells) as K[]) {
    const c = cleanCell(cells[key]);
    if (c.error && !error) error = c.error;
    c.notes.forEach((n) => notes.add(n));
    values[key] = c.value;
  }
  return { values, notes: [...notes], ...(error ? { error } : {}) };
}

/** The first line of a text, short, for the preview. */
export function shortTitle(text: string, max = 80): string {
  const line =
    text
      .split("\n")
      .find((l) => l.trim())
      ?.trim() ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
