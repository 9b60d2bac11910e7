import { MATCH_RESULTS_MAX } from "../scoring/constants";

/**
 * docs/behaviour/validation.md#search and docs/behaviour/calls.md#ai-uses match-notes and
 * semantic-search helper. `shouldAskForMatches` is false — and the caller returns [] without a call
 * — for an empty notes list, a blank description or any blank note.
 * `parseMatchReply` reads comma-separated zero-based indices: only plain integer tokens within
 * 0..noteCount-1 count (others, "1.5", "-1", "abc", are skipped), duplicates are dropped keeping
 * first-seen order, and at most 10 are returned.
 */
export function shouldAskForMatches(description: string, notes: readonly string[]): boolean {
  if (notes.length === 0 || description.trim() === "") return false;
  return notes.every((note) => note.trim() !== "");
}

export function parseMatchReply(text: string, noteCount: number): number[] {
  const out: number[] = [];
  for (const token of text.split(",")) {
    const trimmed = token.trim();
    if (!/^\d+$/.test(trimmed)) continue;
    const index = Number(trimmed);
    if (index >= noteCount || out.includes(index)) continue;
    out.push(index);
    if (out.length === MATCH_RESULTS_MAX) break;
  }
  return out;
}
