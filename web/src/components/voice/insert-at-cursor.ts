export interface Insertion {
  value: string;
  /** where the caret goes: just after the inserted words */
  caret: number;
}

/**
 * Puts dictated words where the caret is (replacing a selection), as if they had been typed
 * there: a space before them when they would touch the previous word (not after a space, a line
 * break or an opening bracket or quote), a space after when they would run into the next word
 * (not before punctuation). Nothing is added at the start or the end of the field.
 * Out-of-range or missing positions count as the end of the text.
 */
export function insertAtCursor(
  value: string,
  selectionStart: number | null | undefined,
  selectionEnd: number | null | undefined,
  words: string,
): Insertion {
  const text = words.trim();
  const clamp = (n: number | null | undefined) =>
    n === null || n === undefined || n < 0 || n > value.length ? value.length : n;
  const start = clamp(selectionStart);
  const end = Math.max(start, clamp(selectionEnd ?? selectionStart));
  if (!text) return { value, caret: end };
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = /[^\s([{"'“‘]$/u.test(before) ? " " : "";
  const trail = /^[\p{L}\p{N}]/u.test(after) ? " " : "";
  const inserted = `${lead}${text}${trail}`;
  return {
    value: `${before}${inserted}${after}`,
    caret: before.length + lead.length + text.length + trail.length,
  };
}
