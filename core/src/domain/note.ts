export const NOTE_EMPTY_MESSAGE = "Note is empty";

/**
 * SPEC §5: saving a note is ignored when its text is empty (or only whitespace) and it has no
 * images. A title alone does not make a note.
 */
export function isNoteEmpty(note: {
  text: string;
  imageURLs?: readonly string[] | undefined;
}): boolean {
  return note.text.trim().length === 0 && (note.imageURLs?.length ?? 0) === 0;
}

/** Titles are optional: a blank title is stored as absent (null). */
export function normalizeTitle(title: string | null | undefined): string | null {
  const trimmed = title?.trim() ?? "";
  return trimmed.length > 0 ? trimmed : null;
}
