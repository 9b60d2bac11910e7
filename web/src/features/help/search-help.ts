import { HELP_RESULTS_MAX, type HelpTopic } from "@firstly/core/help/help-topics";

/** Small words that would match too much. */
const STOP = new Set(
  "a an the and or of to in on at for with by is are how do does did can i my me it what where why when which this that find".split(
    " ",
  ),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !STOP.has(w));

/** "deleting" → "delet", "notes" → "note": enough to match word forms, not a real stemmer. */
const stem = (w: string) => w.replace(/(ing|ed|es|s)$/, "").slice(0, Math.max(4, w.length - 3));

/**
 * The help screen's own search (docs/behaviour/search.md), before any AI: topics whose title,
 * keywords or description share a word (or its stem) with the query, best first — title and keyword
 * hits count twice; description words alone must cover half the query. At most 8. Returns null for
 * an empty query.
 */
export function searchHelpTopics(topics: readonly HelpTopic[], query: string): HelpTopic[] | null {
  const q = words(query);
  if (q.length === 0) return query.trim() ? [] : null;
  const ranked = topics
    .map((topic, index) => {
      const strong = new Set([...words(topic.title), ...topic.keywords.flatMap(words)].map(stem));
      const weak = new Set(words(topic.description).map(stem));
      let strongHits = 0;
      let weakHits = 0;
      for (const w of q.map(stem)) {
        if (strong.has(w)) strongHits += 1;
        else if (weak.has(w)) weakHits += 1;
      }
      // a stray shared word in a description is no answer ('repeat every week' is not about the
      // main goal because its text says "every"): a topic needs a title or keyword hit, or half
      // the query's words in its description; else the docs/behaviour/messages.md 'No results
      // found' (issue #26)
      const fits = strongHits > 0 || weakHits * 2 >= q.length;
      return { topic, index, score: fits ? strongHits * 2 + weakHits : 0 };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return ranked.slice(0, HELP_RESULTS_MAX).map((r) => r.topic);
}
