export const NOTE_EMPTY_MESSAGE = "Note is empty";

/**
 * docs/behaviour/validation.md#notes: saving a note is ignored when it has nothing in it: no text
 * (or only whitespace), no images and no title. A title alone is a thought (issue 25: a title typed
 * and Done is kept).
 */
export function isTaskEmpty(note: {
  text: string;
  title?: string | null | undefined;
  imageURLs?: readonly string[] | undefined;
}): boolean {
  return (
    note.text.trim().length === 0 &&
    (note.imageURLs?.length ?? 0) === 0 &&
    normalizeTitle(note.title) === null
  );
}

/** Titles are optional: a blank title is stored as absent (null). */
export function normalizeTitle(title: string | null | undefined): string | null {
  const trimmed = title?.trim() ?? "";
  return trimmed.length > 0 ? trimmed : null;
}
