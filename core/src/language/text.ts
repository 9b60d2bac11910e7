/** Text normalisation shared by the built-in engine and search: tokens, a light stemmer, clause splitting, typos. */

export interface Token {
  /** lower-case, accents stripped, e.g. "espanol" */
  raw: string;
  /** light English stem of raw, e.g. "running" → "run" */
  stem: string;
  /** original spelling, used to spot names ("Leo") and shouting */
  original: string;
  clause: number;
}

/** Long notes are scored on their first part: enough to find the point, bounded in time. */
export const MAX_SCORED_CHARS = 4_000;

export function foldAccents(s: string): string {
  return s.normalize("NFD").replace(/\p{M}+/gu, "");
}

/**
 * A deliberately small stemmer: plural, -ing, -ed, trailing e, doubled consonants. It only has to
 * map a word and its lexicon entry to the same key, not produce a real root.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  if (/([bdgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

const CLAUSE_BREAK = /[.;!?]+(?=\s|$)|[\n()]+|,\s|\s[-–—:]\s|:\s|\bbut\b|\bthen\b/giu;

/** Splits text into tokens tagged with their clause index. Apostrophes: "don't" → "dont". */
export function tokenize(text: string): Token[] {
  const clipped = text.length > MAX_SCORED_CHARS ? text.slice(0, MAX_SCORED_CHARS) : text;
  const cleaned = clipped.replace(/[’']/g, "'").replace(/n't\b/gi, "nt").replace(/'/g, " ");
  const tokens: Token[] = [];
  cleaned.split(CLAUSE_BREAK).forEach((clause, clauseIndex) => {
    for (const m of clause.matchAll(/[\p{L}\p{N}]+(?:[.,/][\p{N}]+)*/gu)) {
      const original = m[0];
      const lower = original.toLowerCase();
      const raw = /[\u0080-\uffff]/.test(lower) ? foldAccents(lower) : lower;
      tokens.push({ raw, stem: stem(raw), original, clause: clauseIndex });
    }
  });
  return tokens;
}

/** Damerau–Levenshtein (optimal string alignment) distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let j = 0; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return at(a.length, b.length);
}

/** Keyboard mash such as "asdfqwerzxcv": long tokens with almost no vowels or long consonant runs. */
export function looksLikeJunk(tokens: readonly Token[]): boolean {
  const words = tokens.filter((t) => /\p{L}/u.test(t.raw));
  if (words.length === 0) return tokens.length === 0 || tokens.every((t) => t.raw.length > 6);
  return words.every((t) => {
    if (t.raw.length < 7) return false;
    const vowels = (t.raw.match(/[aeiouy]/g) ?? []).length;
    return vowels / t.raw.length < 0.25 || /[^aeiouy\d]{5,}/.test(t.raw);
  });
}
