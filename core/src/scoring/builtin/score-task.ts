import { CONTRADICTION_SCORE, EMPTY_TASK_SCORE, TIER_USEFUL_MAX } from "../constants";
import { BARE_ABANDON } from "./cues";
import { clampScore } from "../tiers";
import type { GoalProfile } from "./goal-profile";
import { functionWords } from "./lexicon/language";
import { containsPhrase, findHits, type Hit, type Lexicon } from "./matcher";
import { describeVerdict, type Link } from "./reasoning";
import { builtinWordVectors } from "../../language/word-vectors";
import { centroid, contentVectors, relatedness, type WordVector } from "./relatedness";
import {
  actionability,
  againstPatterns,
  hasAbandonRemark,
  hasBareInstead,
  hasScopeCreep,
  isNegated,
  negationSpans,
  stripInjection,
  writtenIn,
} from "./signals";
import { looksLikeJunk, tokenize, type Token } from "../../language/text";
import { SCORE_BANDS, TUNING } from "./tuning";

export interface BuiltinVerdict {
  score: number;
  confidence: number;
  reasoning: string;
}

export interface Evidence {
  value: number;
  label: string;
  /** a helpful thing being dropped, rather than a harmful thing being done */
  dropped: boolean;
  /** where it came from (read by features.ts, which exposes the evidence for fitting) */
  source: EvidenceSource;
  /** the thought's words it rests on and the goal's, when known: what the reason quotes */
  words?: { task: string; goal?: string };
}

export type EvidenceSource =
  "topic" | "universal" | "goal-word" | "vector" | "language" | "against" | "scope" | "instead";

function domainWeight(profile: GoalProfile, domainId: string): number {
  return TUNING.universalDomainWeight[domainId] ?? profile.domainWeights.get(domainId) ?? 0;
}

/** max + 30% of the rest, so several weak hints add up but never beat one strong signal by much. */
export function combine(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => b - a);
  const [first = 0, ...rest] = sorted;
  return Math.min(
    TUNING.combineCap,
    first + TUNING.combineRestShare * rest.reduce((a, b) => a + b, 0),
  );
}

/** The strongest piece of evidence; the first of equals. */
function strongest(evidence: readonly Evidence[]): Evidence | undefined {
  let top: Evidence | undefined;
  for (const e of evidence) if (!top || e.value > top.value) top = e;
  return top;
}

function hitValue(
  profile: GoalProfile,
  hit: Hit,
  isSupported: boolean,
  stems: readonly string[],
): number {
  const { domain, concept } = hit.concept;
  const w = domainWeight(profile, domain.id);
  if (w === 0) return 0;
  let value =
    concept.weight * w * (profile.namedConcepts.has(hit.concept.key) ? TUNING.namedInGoalBoost : 1);
  if (concept.ambiguous) {
    if (containsPhrase(stems, hit.concept.breakers)) return 0;
    // a multi-word phrase ("half marathon") carries its own context
    if (!isSupported && hit.end - hit.start < 2) value *= TUNING.ambiguousAloneFactor;
  } else if (hit.concept.breakers.size > 0 && containsPhrase(stems, hit.concept.breakers)) {
    return 0;
  }
  return value;
}

/**
 * A goal word or a derivation of it: "adopt" ~ "adoption", "submit" ~ "submission",
 * "renovat" ~ "renovation". Both share a prefix of 5+ letters covering most of the shorter word.
 */
export function matchKeyword(keywords: ReadonlySet<string>, stem: string): string | null {
  if (keywords.has(stem)) return stem;
  const minPrefix = TUNING.derivationMinPrefix;
  if (stem.length < minPrefix) return null;
  for (const k of keywords) {
    if (k.length < minPrefix || k[0] !== stem[0]) continue;
    const shorter = Math.min(k.length, stem.length);
    let p = 0;
    while (p < shorter && k[p] === stem[p]) p += 1;
    if (p >= minPrefix && p >= TUNING.derivationMinShare * shorter) return k;
  }
  return null;
}

/** Goal names ("Leo", "Bristol") and leftover goal words found in the task. */
function goalWordEvidence(
  profile: GoalProfile,
  tokens: readonly Token[],
  hasTopicSupport: boolean,
): Evidence[] {
  const out: Evidence[] = [];
  const seenKeywords = new Set<string>();
  let firstMatch: { task: string; goal: string } | undefined;
  for (const t of tokens) {
    const name = profile.entities.get(t.raw);
    if (name)
      out.push({
        value: TUNING.goalEntityValue,
        label: `plans involving ${name}`,
        dropped: false,
        source: "goal-word",
        words: { task: t.original, goal: name },
      });
    else {
      const keyword = matchKeyword(profile.keywords, t.stem);
      if (keyword) {
        seenKeywords.add(keyword);
        firstMatch ??= { task: t.original, goal: profile.keywordWords.get(keyword) ?? keyword };
      }
    }
  }
  if (seenKeywords.size > 0) {
    const base = profile.hasTopic ? TUNING.goalWordWithTopic : TUNING.goalWordWithoutTopic;
    const value =
      (hasTopicSupport || seenKeywords.size >= 2 ? base * TUNING.goalWordSupportedBoost : base) *
      Math.min(2, seenKeywords.size);
    out.push({
      value: Math.min(TUNING.goalWordCap, value),
      label: `words from the goal`,
      dropped: false,
      source: "goal-word",
      ...(firstMatch ? { words: firstMatch } : {}),
    });
  }
  return out;
}

export function toScore(support: number, act: number): number {
  const s = support * (TUNING.actionabilityBase + TUNING.actionabilitySpan * act);
  for (const band of SCORE_BANDS) {
    if (s < band.from) continue;
    const t = (s - band.from) / band.width;
    return band.top - (band.capped ? Math.min(1, t) : t) * band.drop;
  }
  return SCORE_BANDS[SCORE_BANDS.length - 1]?.top ?? 8500;
}

/** Everything about a task that does not depend on the goal; computed once per text. */
export interface TaskAnalysis {
  clean: string;
  hadInjection: boolean;
  unusable: "empty" | "junk" | "injection" | null;
  tokens: Token[];
  stems: string[];
  hits: Hit[];
  spans: Array<[number, number]>;
  isLong: boolean;
  /** giving up ("too busy", "not worth it") or replacing the plan ("… instead") */
  abandon: boolean;
  act: number;
  bareInstead: boolean;
  scopeCreep: boolean;
  /** topic-independent ways of working against a goal ("takeaway every night"), by label */
  against: string[];
  /** centroid of the task's content words' vectors (null: none known) */
  centroid: Float32Array | null;
  /** rows of the task's content words in the packed vectors, for word-to-word similarity */
  wordRows: number[];
}

function insideHelpfulPhrase(hit: Hit, hits: readonly Hit[]): boolean {
  return hits.some(
    (h) =>
      !h.concept.concept.hinder &&
      h.end - h.start > hit.end - hit.start &&
      h.start <= hit.start &&
      hit.end <= h.end,
  );
}

/** A cue inside a helpful lexicon phrase ("quit date", "stop smoking service") is not a negation. */
function phraseSafeSpans(
  spans: Array<[number, number]>,
  hits: readonly Hit[],
): Array<[number, number]> {
  return spans.filter(
    ([s, e]) =>
      !hits.some(
        (h) => !h.concept.concept.hinder && h.end - h.start >= 2 && h.start <= s && e <= h.end,
      ),
  );
}

/** The centroid of a task's content words and their rows in the packed vectors. */
function vectorsOf(tokens: readonly Token[]): {
  centroid: Float32Array | null;
  wordRows: number[];
} {
  const vectors = builtinWordVectors();
  const words = contentVectors(vectors, tokens);
  return { centroid: centroid(vectors, words), wordRows: words.map((w) => w.row) };
}

export function analyseTask(lex: Lexicon, text: string): TaskAnalysis {
  const { text: clean, hadInjection } = stripInjection(text);
  const tokens = tokenize(clean);
  const unusable =
    clean.length === 0
      ? hadInjection
        ? "injection"
        : "empty"
      : looksLikeJunk(tokens)
        ? "junk"
        : null;
  const isLong = tokens.length > TUNING.longNoteTokens;
  const hits = unusable ? [] : findHits(lex, tokens);
  const spans = unusable ? [] : phraseSafeSpans(negationSpans(tokens), hits);
  return {
    clean,
    hadInjection,
    unusable,
    tokens,
    stems: tokens.map((t) => t.stem),
    hits,
    spans,
    isLong,
    abandon: !isLong && (hasAbandonRemark(tokens) || hasBareInstead(tokens)),
    act: actionability(tokens, clean),
    bareInstead: hasBareInstead(tokens),
    scopeCreep: hasScopeCreep(clean),
    against: spans.length > 0 ? [] : againstPatterns(clean),
    ...(unusable ? { centroid: null, wordRows: [] } : vectorsOf(tokens)),
  };
}

/** The evidence for and against one usable task, before it becomes a score. */
export interface WeighedEvidence {
  support: Evidence[];
  contra: Evidence[];
  /** centroid cosine of task and goal word vectors (0 when either has none) */
  related: number;
  supportValue: number;
  contraValue: number;
  contradicts: boolean;
}

/** Collects and combines the evidence for and against a usable task. Pure. */
export function weighEvidence(profile: GoalProfile, analysis: TaskAnalysis): WeighedEvidence {
  const { tokens, stems, hits, spans, isLong, abandon } = analysis;
  const support: Evidence[] = [];
  const contra: Evidence[] = [];
  // an ambiguous word counts fully only next to an unambiguous concept of the goal
  const isSupported = hits.some(
    (h) =>
      !h.concept.concept.ambiguous &&
      !h.concept.domain.universal &&
      domainWeight(profile, h.concept.domain.id) > 0,
  );
  for (const hit of hits) {
    // "stop smoking service": a harmful word inside a longer helpful phrase is explained by it
    if (hit.concept.concept.hinder && insideHelpfulPhrase(hit, hits)) continue;
    const value = hitValue(profile, hit, isSupported, stems);
    if (value <= 0) continue;
    const { concept } = hit.concept;
    const source = hit.concept.domain.universal ? "universal" : "topic";
    const negated = isNegated(tokens, spans, hit.start, hit.end);
    const goalWords = profile.topicWords.get(hit.concept.domain.id);
    const words = {
      task: tokens
        .slice(hit.start, hit.end)
        .map((t) => t.original)
        .join(" "),
      ...(goalWords ? { goal: goalWords } : {}),
    };
    if (concept.hinder)
      (negated ? support : contra).push({
        value: negated ? value * TUNING.negatedHinderBoost : value,
        label: concept.label,
        dropped: false,
        source,
        words,
      });
    else if (hit.concept.domain.supportsEvenWhenNegated)
      support.push({ value, label: concept.label, dropped: false, source, words });
    else if (negated || abandon)
      contra.push({ value, label: concept.label, dropped: true, source, words });
    else support.push({ value, label: concept.label, dropped: false, source, words });
  }
  const topicSupport = support.some((e) => e.value >= TUNING.topicSupportMin);
  for (const e of goalWordEvidence(profile, tokens, topicSupport)) {
    const negated =
      spans.length > 0 &&
      !isLong &&
      tokens.some(
        (t, i) =>
          (profile.entities.has(t.raw) || matchKeyword(profile.keywords, t.stem) !== null) &&
          isNegated(tokens, spans, i, i + 1),
      );
    (negated || abandon ? contra : support).push({ ...e, dropped: negated || abandon });
  }
  const related = relatedness(profile.centroid, analysis.centroid);
  if (related > TUNING.vectorFloor) {
    const value = (TUNING.vectorGain * (related - TUNING.vectorFloor)) / (1 - TUNING.vectorFloor);
    // on its own a vector cannot tell help from hurt: the task's negation/abandon cues decide
    const against = abandon || (spans.length > 0 && !isLong);
    (against ? contra : support).push({
      value,
      label: "closely related to the goal",
      dropped: against,
      source: "vector",
    });
  }
  const lang = profile.targetLanguage;
  const practisesLanguage = lang !== null && writtenIn(tokens, functionWords[lang] ?? []);
  if (practisesLanguage)
    support.push({
      value: TUNING.targetLanguagePractice,
      label: `practice in ${lang.charAt(0).toUpperCase()}${lang.slice(1)}`,
      dropped: false,
      source: "language",
    });
  for (const label of analysis.against)
    contra.push({ value: TUNING.againstPatternValue, label, dropped: false, source: "against" });
  if (analysis.scopeCreep)
    contra.push({
      value: TUNING.scopeCreepValue,
      label: "adding scope before launch",
      dropped: false,
      source: "scope",
    });
  if (analysis.bareInstead && combine(support.map((e) => e.value)) < TUNING.bareInsteadMaxSupport)
    contra.push({
      value: TUNING.bareInsteadValue,
      label: "a competing plan",
      dropped: false,
      source: "instead",
    });

  const supportValue = combine(support.map((e) => e.value));
  const contraValue = combine(contra.map((e) => e.value));
  const contradicts =
    contraValue > TUNING.contradictionMin &&
    (isLong
      ? contraValue > supportValue * TUNING.contradictionLongRatio
      : contraValue >= supportValue * TUNING.contradictionShortRatio);
  return { support, contra, related, supportValue, contraValue, contradicts };
}

/** Below this cosine two words are not called related in a reason. */
const LINK_MIN_COSINE = 0.55;

function cosine(a: WordVector, b: WordVector): number {
  if (a.row === b.row) return 1;
  const { dims, data, inverseNorms } = builtinWordVectors();
  let dot = 0;
  for (let d = 0; d < dims; d += 1)
    dot += (data[a.row * dims + d] ?? 0) * (data[b.row * dims + d] ?? 0);
  return dot * (inverseNorms[a.row] ?? 0) * (inverseNorms[b.row] ?? 0);
}

/** A goal's content-word vectors, kept while its tokens are (one profile, many tasks). */
const goalVectorsOf = new WeakMap<readonly Token[], WordVector[]>();

/** The closest pair of a task word and a goal word by their vectors, as written. */
function closestWords(
  taskTokens: readonly Token[],
  goalTokens: readonly Token[],
): { task: string; goal: string } | null {
  const vectors = builtinWordVectors();
  const taskWords = contentVectors(vectors, taskTokens);
  let goalWords = goalVectorsOf.get(goalTokens);
  if (!goalWords) {
    goalWords = contentVectors(vectors, goalTokens);
    goalVectorsOf.set(goalTokens, goalWords);
  }
  let best: { t: WordVector; g: WordVector; c: number } | null = null;
  for (const t of taskWords)
    for (const g of goalWords) {
      const c = cosine(t, g);
      if (c >= LINK_MIN_COSINE && (!best || c > best.c)) best = { t, g, c };
    }
  if (!best) return null;
  const original = (tokens: readonly Token[], raw: string) =>
    tokens.find((t) => t.raw === raw)?.original ?? raw;
  return { task: original(taskTokens, best.t.word), goal: original(goalTokens, best.g.word) };
}

/** The words a piece of evidence rests on, in the thought and in the goal. */
function linkFor(
  profile: GoalProfile,
  analysis: TaskAnalysis,
  e: Evidence | undefined,
): Link | null {
  if (!e) return null;
  if (e.words?.goal) return { task: e.words.task, goal: e.words.goal };
  if (e.words) {
    const near = closestWords(tokenize(e.words.task), profile.words);
    return { task: e.words.task, goal: near?.goal ?? null };
  }
  const near = closestWords(analysis.tokens, profile.words);
  return near ? { task: near.task, goal: near.goal } : null;
}

const CUE_SOURCES: ReadonlySet<EvidenceSource> = new Set(["against", "scope", "instead"]);

/** The sentence for a verdict that the task works against its goal. */
export function describeContradiction(
  profile: GoalProfile,
  analysis: TaskAnalysis,
  weighed: WeighedEvidence,
): string {
  const top = strongest(weighed.contra);
  const cue = top && CUE_SOURCES.has(top.source) ? top.label : null;
  return describeVerdict({
    kind: "contradicts",
    cue,
    link: cue ? null : linkFor(profile, analysis, top),
    dropped: top?.dropped ?? false,
  });
}

/** The sentence for a task that does not work against its goal, at its final score. */
export function describeSupport(
  profile: GoalProfile,
  analysis: TaskAnalysis,
  weighed: WeighedEvidence,
  score: number,
): string {
  if (analysis.hadInjection) return describeVerdict({ kind: "injection" });
  if (score > TIER_USEFUL_MAX)
    return describeVerdict({ kind: "related", score, link: null, language: null });
  const top = strongest(weighed.support);
  const language = top?.source === "language" ? profile.targetLanguage : null;
  return describeVerdict({
    kind: "related",
    score,
    link: language ? null : linkFor(profile, analysis, top),
    language: language ? `${language.charAt(0).toUpperCase()}${language.slice(1)}` : null,
  });
}

/**
 * Scores an analysed task against a prepared goal profile with the hand-written stages alone.
 * Pure and deterministic; `weighed` may be passed when the caller already weighed the evidence.
 */
export function scoreAnalysis(
  profile: GoalProfile,
  analysis: TaskAnalysis,
  weighed?: WeighedEvidence,
): BuiltinVerdict {
  const { hadInjection, unusable, spans, isLong, abandon } = analysis;
  if (unusable) {
    return {
      score: EMPTY_TASK_SCORE,
      confidence: unusable === "empty" ? 1 : 0.8,
      reasoning: describeVerdict({ kind: unusable }),
    };
  }
  const w = weighed ?? weighEvidence(profile, analysis);
  const { supportValue, contraValue, contradicts } = w;
  if (contradicts) {
    return {
      score: clampScore(
        CONTRADICTION_SCORE -
          TUNING.contradictionSpread +
          TUNING.contradictionSpread * Math.min(1, contraValue),
      ),
      confidence: round2(0.55 + 0.35 * Math.min(1, contraValue)),
      reasoning: describeContradiction(profile, analysis, w),
    };
  }
  const net = Math.max(0, supportValue - TUNING.netContraShare * contraValue);
  let score = clampScore(toScore(net, net > 0 ? analysis.act : 0));
  if (
    net < TUNING.bareAbandonMaxNet &&
    !isLong &&
    (abandon || (spans.length > 0 && BARE_ABANDON.test(analysis.clean)))
  )
    score = TUNING.bareAbandonScore;
  if (hadInjection) score = Math.max(score, TUNING.injectionMinScore);
  return {
    score,
    confidence: round2(net === 0 ? 0.6 : 0.4 + 0.45 * Math.min(1, net)),
    reasoning: describeSupport(profile, analysis, w, score),
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
