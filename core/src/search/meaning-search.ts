/**
 * Search by meaning without a model (docs/behaviour/search.md and docs/behaviour/calls.md#ai-uses
 * semantic search, built-in engine): a note matches a query when they share a word (stem or prefix)
 * or a concept — "footwear" finds "buy running shoes" through the packed word vectors the built-in
 * scoring engine already ships. Pure; the vectors are decoded once on first use.
 */
import { GENERIC_TASK_WORDS } from "../language/generic-task-words";
import { tokenize, type Token } from "../language/text";
import { builtinWordVectors, type WordVectors } from "../language/word-vectors";
import { MATCH_RESULTS_MAX } from "../scoring/constants";

/** Words that say nothing about what a person is looking for. */
const QUERY_STOP_WORDS = new Set(
  (
    "a an the and or of to in on at for with by from about into over under my me i we our your " +
    "you it its is are was were be been this that these those there here what which who how when " +
    "where why all any some no not do does did done find show search look looking thing things " +
    "stuff note notes thought thoughts task tasks item items something anything"
  ).split(" "),
);

/**
 * Two words this close in the packed GloVe space count as one concept. Measured pairs (cosine):
 * footwear~shoes 0.69, food~milk 0.65, travel~flight 0.60, money~bank 0.57, food~groceries 0.53,
 * car~mechanic 0.50 match; buy~shoes 0.39, footwear~milk 0.26, dentist~garden 0.18 do not. Some
 * near misses stay out too (dentist~teeth 0.30): a stricter cut keeps unrelated notes off the
 * list, which a person notices more than a missing distant match.
 */
export const CONCEPT_SIMILARITY_MIN = 0.5;

/**
 * Everyday words (the 1,000 most frequent in the vectors' corpus: "pay", "buy", "car") sit close to
 * almost everything ("travel"~"pay" 0.55), so a concept match through one of them needs more.
 */
const COMMON_WORD_RANK = 1_000;
const COMMON_WORD_SIMILARITY_MIN = 0.6;

/**
 * In "any" mode long descriptions brush past many words, so only items scoring at least this share
 * of the best item's score are kept: a question finds its setting, not every setting.
 */
const ANY_MATCH_SHARE_OF_BEST = 0.75;

/** Ranks above this count as a match; an exact or prefix word match scores 1. */
const MATCH_SCORE_MIN = CONCEPT_SIMILARITY_MIN;

export interface SearchableText {
  /** what the item is: its title and body (notes), or its title and keywords (settings, help) */
  text: string;
  /** a longer description that counts for less: it brushes past many words it is not about */
  detail?: string;
}

/** A match found only in an item's `detail` counts this much of one in its `text`. */
const DETAIL_WEIGHT = 0.8;

interface QueryWord {
  token: Token;
  row: number | undefined;
}

function rowOf(vectors: WordVectors, token: Token): number | undefined {
  for (const candidate of [token.raw, token.stem, token.raw.replace(/s$/, "")]) {
    const row = vectors.index.get(candidate);
    if (row !== undefined) return row;
  }
  return undefined;
}

function cosine(vectors: WordVectors, a: number, b: number): number {
  const { dims, data, inverseNorms } = vectors;
  let dot = 0;
  for (let d = 0; d < dims; d += 1) dot += (data[a * dims + d] ?? 0) * (data[b * dims + d] ?? 0);
  return dot * (inverseNorms[a] ?? 0) * (inverseNorms[b] ?? 0);
}

/** The content words of a query (stop words dropped; when only stop words remain, all words). */
export function queryWords(query: string): Token[] {
  const tokens = tokenize(query).filter((t) => t.raw.length > 0);
  const content = tokens.filter((t) => !QUERY_STOP_WORDS.has(t.raw));
  // "get rid of", "make it shorter": everyday verbs say little when other words are there
  const specific = content.filter((t) => !GENERIC_TASK_WORDS.has(t.raw));
  if (specific.length > 0) return specific;
  return content.length > 0 ? content : tokens;
}

function wordMatches(query: Token, word: Token): boolean {
  if (query.stem === word.stem || query.raw === word.raw) return true;
  // a word being typed: "dent" finds "dentist" (three letters at least, to stay meaningful)
  return query.raw.length >= 3 && word.raw.startsWith(query.raw);
}

/**
 * For each query word, its best match among the item's words, 0..1: 1 for the same word (or a
 * prefix of it), the vector similarity for a related one, 0 for nothing close enough.
 */
function bestMatches(vectors: WordVectors, query: readonly QueryWord[], text: string): number[] {
  const words = tokenize(text);
  if (words.length === 0) return query.map(() => 0);
  const rows = words.map((w) =>
    w.raw.length >= 3 && !GENERIC_TASK_WORDS.has(w.raw) && !QUERY_STOP_WORDS.has(w.raw)
      ? rowOf(vectors, w)
      : undefined,
  );
  return query.map((q) => {
    let best = 0;
    words.forEach((w, i) => {
      if (best === 1) return;
      if (wordMatches(q.token, w)) {
        best = 1;
        return;
      }
      const row = rows[i];
      if (q.row === undefined || row === undefined) return;
      const similarity = cosine(vectors, q.row, row);
      const min =
        Math.min(q.row, row) < COMMON_WORD_RANK
          ? COMMON_WORD_SIMILARITY_MIN
          : CONCEPT_SIMILARITY_MIN;
      if (similarity >= min && similarity > best) best = similarity;
    });
    return best;
  });
}

/**
 * Zero-based indices of the items that match the query by word or by concept, best first, at most
 * 10 (docs/behaviour/navigation.md#screens and docs/behaviour/calls.md). Ties keep the items'
 * order. An empty query matches nothing.
 */
export function searchByMeaning(
  query: string,
  items: readonly SearchableText[],
  options: {
    /**
     * "all" (notes): the query as a whole must match, its words' best matches averaged.
     * "any" (settings, help): one strongly matching word is enough ("make the list shorter" finds
     * the card about the list), ranked by the sum over the query's words.
     */
    match?: "all" | "any";
    vectors?: WordVectors;
  } = {},
): number[] {
  const vectors = options.vectors ?? builtinWordVectors();
  const any = options.match === "any";
  const words = queryWords(query).map((token) => ({ token, row: rowOf(vectors, token) }));
  if (words.length === 0) return [];
  return items
    .map((item, index) => {
      const main = bestMatches(vectors, words, item.text);
      const detail = item.detail ? bestMatches(vectors, words, item.detail) : null;
      const best = main.map((m, i) => Math.max(m, (detail?.[i] ?? 0) * DETAIL_WEIGHT));
      const score = any
        ? Math.max(...best) >= MATCH_SCORE_MIN
          ? best.reduce((a, b) => a + b, 0)
          : 0
        : best.reduce((a, b) => a + b, 0) / best.length;
      return { index, score };
    })
    .filter((r) => r.score >= MATCH_SCORE_MIN)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .filter((r, _, ranked) => !any || r.score >= ANY_MATCH_SHARE_OF_BEST * (ranked[0]?.score ?? 0))
    .slice(0, MATCH_RESULTS_MAX)
    .map((r) => r.index);
}

/**
 * The fallback when the AI path fails (docs/behaviour/messages.md#ai): items containing any query
 * word (case- and accent-insensitive, word stems or prefixes), in their given order, at most 10.
 */
export function searchByKeywords(query: string, items: readonly SearchableText[]): number[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const out: number[] = [];
  items.forEach((item, index) => {
    if (out.length >= MATCH_RESULTS_MAX) return;
    const tokens = tokenize(item.text);
    if (words.some((q) => tokens.some((w) => wordMatches(q, w)))) out.push(index);
  });
  return out;
}
