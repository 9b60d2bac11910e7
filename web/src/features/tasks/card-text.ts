/**
 * docs/behaviour/home.md#card-text: card titles are at most 40 characters or 3 words; card text is
 * cut to 30 words.
 */
export const CARD_TITLE_MAX_CHARS = 40;
export const CARD_TITLE_MAX_WORDS = 3;
export const CARD_TEXT_MAX_WORDS = 30;

const ELLIPSIS = "…";

function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/**
 * First 3 words, then at most 40 characters including the ellipsis that marks a cut.
 * Returns "" for blank input.
 */
export function cardTitle(title: string): string {
  const all = words(title);
  let result = all.slice(0, CARD_TITLE_MAX_WORDS).join(" ");
  let cut = all.length > CARD_TITLE_MAX_WORDS;
  if (result.length > CARD_TITLE_MAX_CHARS) {
    result = result.slice(0, CARD_TITLE_MAX_CHARS - 1).trimEnd();
    cut = true;
  }
  return cut ? `${result}${ELLIPSIS}` : result;
}

/**
 * At most 30 words; an ellipsis marks a cut. Line breaks survive (issue #26): spaces within a line
 * collapse, blank lines shrink to one, and the words are counted across lines.
 */
export function cardText(text: string): string {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .map((line) => words(line).join(" "))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .split("\n");
  const kept: string[] = [];
  let left = CARD_TEXT_MAX_WORDS;
  for (const [index, line] of lines.entries()) {
    const lineWords = line ? line.split(" ") : [];
    const isCut =
      lineWords.length > left ||
      (lineWords.length === left && lines.slice(index + 1).some((l) => l !== ""));
    if (isCut) {
      kept.push(`${lineWords.slice(0, left).join(" ")}${ELLIPSIS}`);
      return kept.join("\n");
    }
    kept.push(line);
    left -= lineWords.length;
  }
  return kept.join("\n");
}
