import type { ConceptDef, DomainDef } from "./lexicon/types";
import { editDistance, tokenize, type Token } from "../../language/text";

/** One lexicon concept with its domain, compiled for matching. */
export interface CompiledConcept {
  key: number;
  domain: DomainDef;
  concept: ConceptDef;
  breakers: PhraseIndex;
}

export interface Hit {
  concept: CompiledConcept;
  start: number;
  /** exclusive */
  end: number;
  clause: number;
}

interface PhraseEntry {
  key: number;
  stems: string[];
  /** the term's first word as written ("fins"), to tell it from a word the stemmer folds in */
  firstRaw: string;
}

interface AffixEntry {
  key: number;
  test: (raw: string) => boolean;
}

export interface Lexicon {
  concepts: CompiledConcept[];
  byFirstStem: Map<string, PhraseEntry[]>;
  affixes: AffixEntry[];
  vocab: Set<string>;
  vocabByInitial: Map<string, string[]>;
  fuzzyCache: Map<string, string | null>;
  affixCache: Map<string, number[]>;
}

/** Stems of a phrase, tokenised exactly as task text is. */
export function phraseStems(phrase: string): string[] {
  return tokenize(phrase).map((t) => t.stem);
}

function affixEntry(key: number, term: string): AffixEntry | null {
  if (term.startsWith("re:")) {
    const re = new RegExp(term.slice(3), "u");
    return { key, test: (raw) => re.test(raw) };
  }
  if (term.endsWith("*") && !term.startsWith("*")) {
    const prefix = term.slice(0, -1);
    return { key, test: (raw) => raw.length > prefix.length && raw.startsWith(prefix) };
  }
  if (term.startsWith("*")) {
    const suffix = term.replace(/\*/g, "");
    return { key, test: (raw) => raw.length > suffix.length && raw.endsWith(suffix) };
  }
  return null;
}

/** Builds the matching index once; cheap enough (a few ms) to do at first use. */
export function compileLexicon(domains: readonly DomainDef[]): Lexicon {
  const lex: Lexicon = {
    concepts: [],
    byFirstStem: new Map(),
    affixes: [],
    vocab: new Set(),
    vocabByInitial: new Map(),
    fuzzyCache: new Map(),
    affixCache: new Map(),
  };
  for (const domain of domains) {
    for (const c of domain.concepts) {
      const key = lex.concepts.length;
      lex.concepts.push({
        key,
        domain,
        concept: c,
        breakers: indexPhrases((c.breakers ?? []).map(phraseStems)),
      });
      for (const term of c.terms) {
        const affix = affixEntry(key, term);
        if (affix) {
          lex.affixes.push(affix);
          continue;
        }
        const stems = phraseStems(term);
        const first = stems[0];
        if (first === undefined) continue;
        stems.forEach((s) => lex.vocab.add(s));
        const list = lex.byFirstStem.get(first) ?? [];
        list.push({ key, stems, firstRaw: tokenize(term)[0]?.raw ?? first });
        lex.byFirstStem.set(first, list);
      }
    }
  }
  for (const word of lex.vocab) {
    if (word.length < 6 || /\d/.test(word)) continue;
    const initial = word[0] ?? "";
    const list = lex.vocabByInitial.get(initial) ?? [];
    list.push(word);
    lex.vocabByInitial.set(initial, list);
  }
  return lex;
}

/** Typo tolerance: an unknown word of 6+ letters maps to a lexicon word one edit away (two at 8+). */
export function correctTypo(lex: Lexicon, stem: string): string {
  if (stem.length < 6 || lex.vocab.has(stem) || /\d/.test(stem)) return stem;
  const cached = lex.fuzzyCache.get(stem);
  if (cached !== undefined) return cached ?? stem;
  const max = stem.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of lex.vocabByInitial.get(stem[0] ?? "") ?? []) {
    const d = editDistance(stem, candidate, max);
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  lex.fuzzyCache.set(stem, best);
  return best ?? stem;
}

function affixKeys(lex: Lexicon, raw: string): number[] {
  if (/^\d+$/.test(raw)) return [];
  const cached = lex.affixCache.get(raw);
  if (cached) return cached;
  const keys = lex.affixes.filter((a) => a.test(raw)).map((a) => a.key);
  if (lex.affixCache.size < 50_000) lex.affixCache.set(raw, keys);
  return keys;
}

const withoutPlural = (w: string) => w.replace(/s$/, "");

/**
 * The stemmer drops a final "e", so a short word can land on another one's stem: "fine" and
 * "fins" both become "fin", "notes" and "not" both "not". A word whose "e" was dropped does not
 * match a term that never had one.
 */
export function foldedTrailingE(raw: string, termRaw: string, stem: string): boolean {
  if (stem.length > 4) return false;
  const withE = `${stem}e`;
  return withoutPlural(raw) === withE && withoutPlural(termRaw) !== withE;
}

/** All concept occurrences in the tokens; per concept and start only the longest phrase is kept. */
export function findHits(lex: Lexicon, tokens: readonly Token[]): Hit[] {
  const stems = tokens.map((t) => correctTypo(lex, t.stem));
  const hits: Hit[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token) continue;
    const entries = lex.byFirstStem.get(stems[i] ?? "");
    const affixes = affixKeys(lex, token.raw);
    if (!entries && affixes.length === 0) continue;
    const best = new Map<number, number>();
    for (const entry of entries ?? []) {
      if (foldedTrailingE(token.raw, entry.firstRaw, stems[i] ?? "")) continue;
      const n = entry.stems.length;
      if (i + n > stems.length) continue;
      let ok = true;
      for (let j = 1; j < n && ok; j += 1) ok = stems[i + j] === entry.stems[j];
      if (ok && n > (best.get(entry.key) ?? 0)) best.set(entry.key, n);
    }
    for (const key of affixes) if (!best.has(key)) best.set(key, 1);
    for (const [key, n] of best) {
      const concept = lex.concepts[key];
      if (concept) hits.push({ concept, start: i, end: i + n, clause: token.clause });
    }
  }
  return hits;
}

/** Phrases (as stems) keyed by their first stem, so a scan costs one map lookup per word. */
export type PhraseIndex = ReadonlyMap<string, readonly (readonly string[])[]>;

export function indexPhrases(phrases: readonly (readonly string[])[]): PhraseIndex {
  const index = new Map<string, string[][]>();
  for (const p of phrases) {
    const first = p[0];
    if (first === undefined) continue;
    const list = index.get(first) ?? [];
    list.push([...p]);
    index.set(first, list);
  }
  return index;
}

/** Length of the longest indexed phrase starting at word i, 0 if none. */
export function phraseAt(stems: readonly string[], i: number, index: PhraseIndex): number {
  let best = 0;
  for (const p of index.get(stems[i] ?? "") ?? []) {
    if (p.length <= best || i + p.length > stems.length) continue;
    let ok = true;
    for (let j = 1; j < p.length && ok; j += 1) ok = stems[i + j] === p[j];
    if (ok) best = p.length;
  }
  return best;
}

/** Whether any indexed phrase occurs in the words. */
export function containsPhrase(stems: readonly string[], index: PhraseIndex): boolean {
  if (index.size === 0) return false;
  for (let i = 0; i < stems.length; i += 1) if (phraseAt(stems, i, index) > 0) return true;
  return false;
}
