import { MONTHS_AND_DAYS, STOPWORDS } from "./cues";
import { languageNames } from "./lexicon/language";
import { containsPhrase, findHits, type Lexicon } from "./matcher";
import { tokenize } from "./text";

/** What the engine understood of a goal: which topics matter, how much, and its own key words. */
export interface GoalProfile {
  /** topic domain id → weight 0–1 (1 = the goal's main topic; related topics lower) */
  domainWeights: Map<string, number>;
  /** concept keys named in the goal itself, e.g. "injury care" for "without getting injured" */
  namedConcepts: Set<number>;
  /** people and places named in the goal ("Leo", "Bristol"), as folded lower-case words */
  entities: Map<string, string>;
  /** goal content words not explained by the lexicon, as stems */
  keywords: Set<string>;
  /** language being learned, when the goal is about learning one */
  targetLanguage: string | null;
  hasTopic: boolean;
}

function findTargetLanguage(rawWords: readonly string[]): string | null {
  for (const [lang, names] of Object.entries(languageNames)) {
    if (rawWords.some((w) => names.includes(w))) return lang;
  }
  return null;
}

const MIN_SHARE = 0.35;
const CONSTRAINT_WORDS = new Set(["without", "while", "whilst", "except", "ohne", "sin", "sans"]);

export function buildGoalProfile(lex: Lexicon, goalText: string): GoalProfile {
  const tokens = tokenize(goalText);
  const hits = findHits(lex, tokens);
  const stems = tokens.map((t) => t.stem);
  // "…, without getting injured": what follows is a constraint, secondary to the main aim.
  const constraintFrom = tokens.findIndex((t) => CONSTRAINT_WORDS.has(t.raw));
  const perDomain = new Map<string, Map<number, number>>();
  const namedConcepts = new Set<number>();
  const covered = new Set<number>();
  for (const hit of hits) {
    const { domain, concept } = hit.concept;
    if (domain.id === "competing" || domain.id === "progress") continue;
    namedConcepts.add(hit.concept.key);
    for (let i = hit.start; i < hit.end; i += 1) covered.add(i);
    if (concept.ambiguous && containsPhrase(stems, hit.concept.breakers)) continue;
    const concepts = perDomain.get(domain.id) ?? new Map<number, number>();
    const constraint = constraintFrom >= 0 && hit.start > constraintFrom ? 0.6 : 1;
    concepts.set(hit.concept.key, (concept.hinder ? 0.3 : concept.weight) * constraint);
    perDomain.set(domain.id, concepts);
  }
  const raw = new Map<string, number>();
  for (const [id, concepts] of perDomain)
    raw.set(
      id,
      [...concepts.values()].reduce((a, b) => a + b, 0),
    );
  const top = Math.max(0, ...raw.values());
  const domainWeights = new Map<string, number>();
  const bump = (id: string, w: number) =>
    domainWeights.set(id, Math.max(domainWeights.get(id) ?? 0, w));
  // A topic mentioned only in passing (one generic word) is noise, not part of the goal.
  for (const [id, score] of raw)
    if (score >= MIN_SHARE * top) bump(id, Math.min(1, 0.55 + 0.45 * (score / top)));
  const byId = new Map(lex.concepts.map((c) => [c.domain.id, c.domain]));
  for (const [id, w] of [...domainWeights]) {
    for (const [rel, rw] of Object.entries(byId.get(id)?.related ?? {})) bump(rel, w * rw);
  }

  const entities = new Map<string, string>();
  const keywords = new Set<string>();
  tokens.forEach((t, i) => {
    if (covered.has(i) || STOPWORDS.has(t.raw) || /\d/.test(t.raw) || t.raw.length < 3) return;
    if (MONTHS_AND_DAYS.has(t.raw)) return;
    const prev = tokens[i - 1];
    const isSentenceStart = i === 0 || (prev !== undefined && prev.clause !== t.clause);
    if (/^\p{Lu}/u.test(t.original) && !isSentenceStart && !lex.vocab.has(t.stem))
      entities.set(t.raw, t.original);
    else keywords.add(t.stem);
  });
  const targetLanguage = domainWeights.has("language")
    ? findTargetLanguage(tokens.map((t) => t.raw))
    : null;
  return { domainWeights, namedConcepts, entities, keywords, targetLanguage, hasTopic: top > 0 };
}
