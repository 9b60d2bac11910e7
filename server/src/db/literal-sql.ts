import { getTableColumns, type Table } from "drizzle-orm";
import pg from "pg";

/**
 * Statements sent as one message (`Database.batch`) go over PostgreSQL's simple query protocol,
 * which takes no parameters: every value is written into the text as a literal, here and only
 * here. Strings are quoted by node-postgres' `escapeLiteral` (quotes doubled; with a backslash the
 * `E''` form, so the server's `standard_conforming_strings` does not matter). A NUL byte cannot be
 * sent in a statement at all and is refused (request bodies never carry one: http/text-input.ts).
 */
export class SqlText {
  constructor(readonly text: string) {}
}

/** Program-written SQL, put into a statement as it is (never anything a person sent). */
export const rawSql = (text: string) => new SqlText(text);

function quote(value: string): string {
  if (value.includes("\0")) throw new Error("a NUL byte cannot be sent in a statement");
  return pg.escapeLiteral(value);
}

/** One value as a SQL literal: text, number, boolean, null, a time (timestamptz) or JSON (jsonb). */
export function literal(value: unknown): string {
  if (value instanceof SqlText) return value.text;
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return quote(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("not a finite number");
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return `${quote(value.toISOString())}::timestamptz`;
  return `${quote(JSON.stringify(value))}::jsonb`;
}

/** A tagged template whose every `${value}` is a literal (or program-written SqlText). */
export function sqlText(strings: TemplateStringsArray, ...values: unknown[]): SqlText {
  let text = strings[0] ?? "";
  values.forEach((value, i) => {
    text += literal(value) + (strings[i + 1] ?? "");
  });
  return new SqlText(text);
}

/** A row as the driver parsed it (column names as stored) → drizzle's row, as a select gives it. */
export function rowFromDriver<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): T["$inferSelect"] {
  const columns = getTableColumns(table) as Record<
    string,
    { name: string; mapFromDriverValue(value: unknown): unknown }
  >;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}
