import Papa from "papaparse";
import { ImportFileError } from "./types";

export interface CsvTable {
  rows: string[][];
  delimiter: string;
  /** rows papaparse could not read whole (an unclosed quote …), by their 1-based record number */
  broken: Map<number, string>;
}

/**
 * A CSV file as records, read by papaparse (quoted fields with line breaks and doubled quotes,
 * comma, semicolon or tab delimiters guessed from the content). Empty lines are dropped.
 */
export function readCsv(text: string): CsvTable {
  const result = Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";", "\t"],
    skipEmptyLines: "greedy",
  });
  const broken = new Map<number, string>();
  for (const e of result.errors) {
    if (e.code === "UndetectableDelimiter") continue;
    const row = (e.row ?? 0) + 1;
    broken.set(
      row,
      e.code === "MissingQuotes" ? "a quoted cell is never closed" : "the row could not be read",
    );
  }
  if (result.data.length === 0) throw new ImportFileError("The file has no rows.");
  return { rows: result.data, delimiter: result.meta.delimiter, broken };
}

/** The header's columns by upper-cased, trimmed name → index. */
export function headerIndex(header: readonly string[]): Map<string, number> {
  return new Map(header.map((name, i) => [name.trim().toUpperCase(), i]));
}
