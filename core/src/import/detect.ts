import { decodeText, type TextEncodingName } from "./decode";
import { looksLikeFirstly, parseFirstly } from "./firstly";
import { looksLikeGoogleTasks, parseGoogleTasks } from "./google-tasks";
import { parseMarkdown } from "./markdown";
import { looksLikeTickTick, parseTickTick } from "./ticktick";
import { looksLikeTodoist, parseTodoist } from "./todoist";
import { looksLikeTrello, parseTrello } from "./trello";
import { IMPORT_FORMAT_LABELS, type ImportFormat } from "../contract/import";
import { ImportFileError, type ParsedImport } from "./types";

const JSON_FORMATS: readonly ImportFormat[] = ["trello", "google-tasks", "firstly"];

/** Which format the text is, from its content alone (never the file name). */
export function detectFormat(text: string): ImportFormat {
  const trimmed = text.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    const json = readJson(text);
    if (looksLikeFirstly(json)) return "firstly";
    if (looksLikeGoogleTasks(json)) return "google-tasks";
    if (looksLikeTrello(json)) return "trello";
    throw new ImportFileError(
      "This JSON is not an export Firstly reads (a Trello board, Google Tasks' Tasks.json or a Firstly export).",
    );
  }
  if (looksLikeTickTick(text)) return "ticktick";
  if (looksLikeTodoist(text)) return "todoist";
  return "markdown";
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ImportFileError(
      "The file starts like JSON but is not valid JSON (is it cut short?).",
    );
  }
}

/** A binary file (a spreadsheet, an archive, a PDF) is refused whole, not line by line. */
function assertText(bytes: Uint8Array, text: string) {
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  if (magic === "PK\u0003\u0004" || magic === "%PDF") {
    throw new ImportFileError(
      "This is a binary file (a spreadsheet, archive or PDF), not text. Export it as CSV or JSON first.",
    );
  }
  let nul = 0;
  for (let i = 0; i < text.length && nul < 16; i++) if (text.charCodeAt(i) === 0) nul++;
  // a stray NUL or two is a row's problem (said on that row); many mean the file is not text
  if (nul >= 16) {
    throw new ImportFileError("This file is not text. Export it as CSV or JSON first.");
  }
}

export interface ReadImport {
  parsed: ParsedImport;
  detected: ImportFormat;
  encoding: TextEncodingName;
}

/**
 * The bytes of an uploaded or pasted file as thoughts: decoded, its format detected from the
 * content (or the one the person chose), and parsed. Throws ImportFileError with a sentence for a
 * file that cannot be read as a whole; problems in single rows are listed per row instead.
 */
export function readImport(
  bytes: Uint8Array,
  options: { format?: ImportFormat | null; now: Date },
): ReadImport {
  const { text, encoding } = decodeText(bytes);
  if (!text.trim()) throw new ImportFileError("The file is empty.");
  assertText(bytes, text);
  const looksJson = /^\s*[{[]/.test(text);
  let detected: ImportFormat;
  try {
    detected = detectFormat(text);
  } catch (error) {
    if (!options.format || JSON_FORMATS.includes(options.format)) throw error;
    detected = "markdown";
  }
  const format = options.format ?? detected;
  if (JSON_FORMATS.includes(format) && !looksJson) {
    throw new ImportFileError(
      `This file is not JSON, so it is not a ${IMPORT_FORMAT_LABELS[format]}.`,
    );
  }
  const parsed =
    format === "todoist"
      ? parseTodoist(text, options.now)
      : format === "ticktick"
        ? parseTickTick(text, options.now)
        : format === "markdown"
          ? parseMarkdown(text, options.now)
          : format === "trello"
            ? parseTrello(readJson(text), options.now)
            : format === "google-tasks"
              ? parseGoogleTasks(readJson(text), options.now)
              : parseFirstly(readJson(text), options.now);
  return { parsed, detected, encoding };
}
