import {
  CONSTRAINT_WORDS,
  DEADLINE_WORDS,
  GOAL_FILLER,
  MODIFIER_PREPOSITIONS,
  MONTHS_AND_DAYS,
  STOPWORDS,
} from "./cues";
import { languageNames } from "./lexicon/language";
import { containsPhrase, findHits, type Hit, type Lexicon } from "./matcher";
import { builtinWordVectors } from "../../language/word-vectors";
import { centroid, contentVectors } from "./relatedness";
import { tokenize, type Token } from "../../language/text";
import { TUNING } from "./tuning";

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
  /** centroid of the goal's content words' vectors, for relatedness beyond the lexicon */
  centroid: Float32Array | null;
  /** the goal's own words, for reasons that quote them (never read by scoring) */
  words: Token[];
  /** topic domain id → the goal's own words that named it ("marathon"), for reasons */
  topicWords: Map<string, string>;
  /** keyword stem → the goal's word as written, for reasons */
  keywordWords: Map<string, string>;
}

function findTargetLanguage(rawWords: readonly string[]): string | null {
  for (const [lang, names] of Object.entries(languageNames)) {
    if (rawWords.some((w) => names.includes(w))) return lang;
  }
  return null;
}

export function buildGoalProfile(lex: Lexicon, goalText: string): GoalProfile {
  const tokens = tokenize(goalText);
  const hits = findHits(lex, tokens);
  const stems = tokens.map((t) => t.stem);
  // "…, without getting injured": what follows is a constraint, secondary to the main aim.
  const constraintFrom = tokens.findIndex((t) => CONSTRAINT_WORDS.has(t.raw));
  // "…by my 40th birthday": a deadline clause dates the goal, it rarely names its topic.
  const deadlineFrom = tokens.findIndex((t, i) => i > 1 && DEADLINE_WORDS.has(t.raw));
  const namedConcepts = new Set<number>();
  const covered = new Set<number>();
  const topicWords = new Map<string, string>();
  const usable = hits.filter((hit) => {
    const { domain } = hit.concept;
    if (domain.universal) return false;
    if (!topicWords.has(domain.id))
      topicWords.set(
        domain.id,
        tokens
          .slice(hit.start, hit.end)
          .map((t) => t.original)
          .join(" "),
      );
    namedConcepts.add(hit.concept.key);
    for (let i = hit.start; i < hit.end; i += 1) covered.add(i);
    return !containsPhrase(stems, hit.concept.breakers);
  });
  const tally = (list: readonly Hit[]) => {
    const perDomain = new Map<string, Map<number, number>>();
    for (const hit of list) {
      const { domain, concept } = hit.concept;
      const constraint =
        constraintFrom >= 0 && hit.start > constraintFrom ? TUNING.constraintWeight : 1;
      const inDeadline =
        deadlineFrom >= 0 &&
        hit.start > deadlineFrom &&
        hit.start - deadlineFrom <= 4 &&
        tokens[hit.start]?.clause === tokens[deadlineFrom]?.clause &&
        (constraintFrom < deadlineFrom || hit.start < constraintFrom);
      const deadline = inDeadline ? TUNING.deadlineWeight : 1;
      const concepts = perDomain.get(domain.id) ?? new Map<number, number>();
      const value =
        (concept.hinder ? TUNING.goalHinderTopicWeight : concept.weight) * constraint * deadline;
      concepts.set(hit.concept.key, Math.max(concepts.get(hit.concept.key) ?? 0, value));
      perDomain.set(domain.id, concepts);
    }
    const totals = new Map<string, number>();
    for (const [id, concepts] of perDomain)
      totals.set(
        id,
        [...concepts.values()].reduce((a, b) => a + b, 0),
      );
    return totals;
  };
  // A goal word shared by two topics ("podcast", "train") belongs to the one the goal is about.
  const first = tally(usable);
  const raw = tally(
    usable.filter(
      (hit) =>
        !usable.some(
          (other) =>
            other.start < hit.end &&
            !(hit.concept.domain.id in (other.concept.domain.related ?? {})) &&
            !(other.concept.domain.id in (hit.concept.domain.related ?? {})) &&
            hit.start < other.end &&
            (first.get(other.concept.domain.id) ?? 0) >
              TUNING.topicDominance * (first.get(hit.concept.domain.id) ?? 0),
        ),
    ),
  );
  const top = Math.max(0, ...raw.values());
  const domainWeights = new Map<string, number>();
  const bump = (id: string, w: number) =>
    domainWeights.set(id, Math.max(domainWeights.get(id) ?? 0, w));
  // A topic mentioned only in passing (one generic word) is noise, not part of the goal.
  for (const [id, score] of raw)
    if (score >= TUNING.topicMinShare * top)
      bump(id, Math.min(1, TUNING.topicWeightBase + TUNING.topicWeightSpan * (score / top)));
  const byId = new Map(lex.concepts.map((c) => [c.domain.id, c.domain]));
  for (const [id, w] of [...domainWeights]) {
    for (const [rel, rw] of Object.entries(byId.get(id)?.related ?? {})) bump(rel, w * rw);
  }

  const entities = new Map<string, string>();
  const keywords = new Set<string>();
  const keywordWords = new Map<string, string>();
  tokens.forEach((t, i) => {
    if (covered.has(i) || STOPWORDS.has(t.raw) || /\d/.test(t.raw) || t.raw.length < 3) return;
    if (MONTHS_AND_DAYS.has(t.raw) || GOAL_FILLER.has(t.raw)) return;
    const prev = tokens[i - 1];
    const isSentenceStart = i === 0 || (prev !== undefined && prev.clause !== t.clause);
    if (/^\p{Lu}/u.test(t.original) && !isSentenceStart && !lex.vocab.has(t.stem))
      entities.set(t.raw, t.original);
    else {
      keywords.add(t.stem);
      if (!keywordWords.has(t.stem)) keywordWords.set(t.stem, t.original);
    }
  });
  const targetLanguage = domainWeights.has("language")
    ? findTargetLanguage(tokens.map((t) => t.raw))
    : null;
  // "Plan our wedding | on a 15k budget": the words before the first preposition name the aim
  const firstContent = tokens.findIndex((t) => !STOPWORDS.has(t.raw) && !GOAL_FILLER.has(t.raw));
  const modifierFrom = tokens.findIndex(
    (t, i) => i > firstContent && MODIFIER_PREPOSITIONS.has(t.raw),
  );
  const wordVectors = builtinWordVectors();
  const goalWords = contentVectors(wordVectors, tokens, (i) => {
    const t = tokens[i];
    if (!t || STOPWORDS.has(t.raw) || MONTHS_AND_DAYS.has(t.raw) || GOAL_FILLER.has(t.raw))
      return 0;
    if (entities.has(t.raw)) return 0;
    const inDeadline =
      deadlineFrom >= 0 &&
      i > deadlineFrom &&
      i - deadlineFrom <= 4 &&
      t.clause === tokens[deadlineFrom]?.clause;
    if (inDeadline) return TUNING.deadlineWeight;
    if (constraintFrom >= 0 && i > constraintFrom) return TUNING.constraintWeight;
    return modifierFrom >= 0 && i > modifierFrom ? TUNING.modifierWeight : 1;
  });
  return {
    domainWeights,
    namedConcepts,
    entities,
    keywords,
    targetLanguage,
    hasTopic: top > 0,
    centroid: centroid(wordVectors, goalWords),
    words: tokens,
    topicWords,
    keywordWords,
  };
}
