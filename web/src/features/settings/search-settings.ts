/** One searchable settings card: its title and the words a person might type to find it. */
export interface SettingsSection {
  id: string;
  title: string;
  keywords: readonly string[];
}

/** Small words that would match too much ("to" → "top"). */
const stopWords = new Set([
  "the",
  "to",
  "do",
  "how",
  "my",
  "is",
  "an",
  "and",
  "for",
  "of",
  "in",
  "on",
  "can",
  "what",
  "where",
  "me",
  "it",
  "find",
  "settings",
  "setting",
]);

/**
 * The local settings search (stand-in for the AI search): a card matches when any query word of
 * two or more letters is a prefix of a word in its title or keywords, case-insensitive. An empty
 * query returns null (no search: show everything).
 */
export function searchSettings(
  sections: readonly SettingsSection[],
  query: string,
): SettingsSection[] | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !stopWords.has(w));
  if (words.length === 0) return query.trim() ? [] : null;
  return sections.filter((section) => {
    const haystack = [section.title, ...section.keywords]
      .join(" ")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u);
    return words.some((w) => haystack.some((h) => h.startsWith(w)));
  });
}

/** docs/behaviour/search.md result line under the search box. */
export function searchResultText(count: number): string {
  return count === 0 ? "No settings found for your query" : `Found ${count} relevant setting(s)`;
}
