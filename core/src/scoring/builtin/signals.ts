import {
  ABANDON_CLAUSE_CUES,
  AGAINST_PATTERNS,
  INJECTION_PATTERNS,
  NEGATION_CUES,
  NEGATION_EXEMPT_FOLLOWERS,
  SOFT_ACTIONS,
  STRONG_ACTIONS,
  URGENCY_CUES,
} from "./cues";
import { containsPhrase, indexPhrases, phraseAt, phraseStems } from "./matcher";
import type { Token } from "../../language/text";
import { TUNING } from "./tuning";

const shortCues = new Set<string>(NEGATION_CUES.filter((c) => c.length <= 3));
const negationPhrases = indexPhrases(NEGATION_CUES.map(phraseStems));
const abandonPhrases = indexPhrases(ABANDON_CLAUSE_CUES.map(phraseStems));
const exemptFollowers = new Set(NEGATION_EXEMPT_FOLLOWERS.map((w) => phraseStems(w)[0] ?? w));
const urgencyList = URGENCY_CUES.map(phraseStems);
const urgencyPhrases = indexPhrases(urgencyList);
const singleUrgency = new Set(urgencyList.filter((p) => p.length === 1).map((p) => p[0]));
const strongUrgency = indexPhrases(
  [
    "tonight",
    "today",
    "tomorrow",
    "tommorow",
    "deadline",
    "asap",
    "urgent",
    "now",
    "this weekend",
  ].map(phraseStems),
);
const strongActions = indexPhrases(STRONG_ACTIONS.map(phraseStems));
const softActions = indexPhrases(SOFT_ACTIONS.map(phraseStems));

/**
 * Token spans [start, end) of negation cues ("skip", "no more", "instead of"). A cue directly
 * followed by a cost word ("cut costs", "cut scope") is a plan, not a negation, and is dropped.
 */
export function negationSpans(tokens: readonly Token[]): Array<[number, number]> {
  const stems = tokens.map((t) => t.stem);
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < stems.length; i += 1) {
    const len = phraseAt(stems, i, negationPhrases);
    if (len === 0) continue;
    // the stemmer folds "notes" into "not": a short cue must be spelt as it is
    if (len === 1 && (stems[i] ?? "").length <= 3 && !shortCues.has(tokens[i]?.raw ?? "")) continue;
    if (exemptFollowers.has(stems[i + len] ?? "")) continue;
    spans.push([i, i + len]);
    i += len - 1;
  }
  return spans;
}

/**
 * Whether a concept occurrence is negated: a cue in the same clause ending at most 5 words before
 * it and not part of the occurrence itself ("no phone" is a phrase of its own).
 */
export function isNegated(
  tokens: readonly Token[],
  spans: ReadonlyArray<[number, number]>,
  start: number,
  end: number,
): boolean {
  const clause = tokens[start]?.clause;
  return spans.some(
    ([s, e]) =>
      e <= start && start - e <= 5 && tokens[s]?.clause === clause && !(s >= start && e <= end),
  );
}

/** "…, too busy at work": an abandonment remark that voids the helpful part of a short task. */
export function hasAbandonRemark(tokens: readonly Token[]): boolean {
  return containsPhrase(
    tokens.map((t) => t.stem),
    abandonPhrases,
  );
}

/**
 * "start the side project this weekend instead", "just buy one from Ikea instead": a bare
 * "instead" (no "of") says the task replaces the plan, however on-topic it is.
 */
export function hasBareInstead(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => t.raw === "instead" && tokens[i + 1]?.raw !== "of");
}

/**
 * Actionability 0–1: time pressure ("tonight", a deadline, a weekday), a leading imperative
 * ("book", "call"), and specifics (numbers). A trailing "?" or a bare two-word noun lowers it.
 */
export function actionability(tokens: readonly Token[], text: string): number {
  const stems = tokens.map((t) => t.stem);
  let a = 0;
  if (containsPhrase(stems, strongUrgency)) a += TUNING.urgencyStrong;
  else if (containsPhrase(stems, urgencyPhrases)) a += TUNING.urgencyMild;
  const lead = tokens.findIndex((t) => !/^\d+$/.test(t.raw) && !singleUrgency.has(t.stem));
  const leadAt = lead < 0 ? 0 : Math.min(lead, 2);
  const leads = (index: typeof strongActions) =>
    phraseAt(stems, leadAt, index) > 0 || phraseAt(stems, 0, index) > 0;
  if (leads(strongActions)) a += TUNING.actionLeadStrong;
  else if (leads(softActions)) a += TUNING.actionSoft;
  else if (containsPhrase(stems, strongActions)) a += TUNING.actionSoft;
  if (tokens.some((t) => /\d/.test(t.raw))) a += TUNING.actionNumber;
  if (/\?\s*$/.test(text.trim())) a -= TUNING.actionQuestionPenalty;
  if (tokens.length <= 2 && a < TUNING.actionBareMax) a -= TUNING.actionBarePenalty;
  return Math.max(0, Math.min(1, a));
}

/** Labels of the topic-independent ways of working against a goal found in the task. */
export function againstPatterns(text: string): string[] {
  return AGAINST_PATTERNS.filter((p) => p.pattern.test(text)).map((p) => p.label);
}

/** "add a chat feature before launch": new scope ahead of a release works against shipping it. */
export function hasScopeCreep(text: string): boolean {
  return /\b(add|adding|build|building)\b.{1,50}\bbefore (the )?(launch|launching|release|releasing|shipping|go-live|going live|v1)\b/i.test(
    text,
  );
}

const INJECTION_HINT =
  /ignore|disregard|forget|override|you are now|rate|score|rank|mark|must|should|system|developer|jailbreak|assistant/i;

/** Removes sentences addressed to a scoring model; reports whether any were found. */
export function stripInjection(text: string): { text: string; hadInjection: boolean } {
  if (!INJECTION_HINT.test(text)) return { text: text.trim(), hadInjection: false };
  const sentences = text.split(/(?<=[.!?\n])\s+/);
  const kept = sentences.filter((s) => !INJECTION_PATTERNS.some((re) => re.test(s)));
  return { text: kept.join(" ").trim(), hadInjection: kept.length !== sentences.length };
}

/** Counts distinct function words of a language: two or more means the task is written in it. */
export function writtenIn(tokens: readonly Token[], words: readonly string[]): boolean {
  const seen = new Set(tokens.map((t) => t.raw).filter((w) => words.includes(w)));
  return seen.size >= 2;
}
