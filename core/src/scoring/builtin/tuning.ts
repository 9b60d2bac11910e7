/**
 * Every tuning constant of the hand-written stages of the built-in engine, named and explained in
 * one place. Evidence values are on one scale: 1 ≈ "a core step of the goal's main topic";
 * combined support of ≈ 0.95+ becomes a critical stage score, 0.6 important, 0.25 useful (see
 * `SCORE_BANDS`).
 *
 * The stages' evidence is the input of the fitted reranker (`reranker.ts`, decision 0007), which
 * sets the final rank. So after changing a value here, in the cues or in `features.ts`, refit it
 * with `npm run lab:fit` (the unit run fails until you do) and check it with `npm run lab:check`
 * (the ranking-quality gates and a full refit) and
 * `npm run eval:scoring -- ranking-lab/eval-data/<set>.json`. Never tune or fit on a blind-* set:
 * they are the measures of goals the engine has not seen.
 *
 * `ranking-lab/src/fit-tuning.ts` re-fits these constants by coordinate search and
 * `ranking-lab/src/fit-weights.ts` fits linear models on the evidence; both score the stages alone.
 */
export const TUNING = {
  // --- combining evidence -------------------------------------------------------------------
  /** Several weak hints add up at this share of the strongest: max + share × rest … */
  combineRestShare: 0.3,
  /** … but never beyond this, so a pile of hints never outranks one clear signal by much. */
  combineCap: 1.5,

  // --- lexicon hits ---------------------------------------------------------------------------
  /** Weight of the domains that apply to every goal (they never name its topic). */
  universalDomainWeight: { competing: 0.75, progress: 0.5, practice: 0.5 } as Readonly<
    Record<string, number>
  >,
  /** A concept the goal itself names ("without getting injured") counts this much more. */
  namedInGoalBoost: 1.15,
  /** A lone one-word hit of an ambiguous concept ("marathon" in "movie marathon") keeps this. */
  ambiguousAloneFactor: 0.35,
  /** A harmful thing being negated ("no all-nighters") supports the goal a little more. */
  negatedHinderBoost: 1.1,
  /** Support at which a topic hit counts as "on topic" for goal words and competing plans. */
  topicSupportMin: 0.3,

  // --- goal words and names ---------------------------------------------------------------------
  /** A person or place the goal names ("Leo", "Bristol") in the task. */
  goalEntityValue: 0.7,
  /** A leftover goal word in the task, when the goal has a lexicon topic / has none. */
  goalWordWithTopic: 0.2,
  goalWordWithoutTopic: 0.45,
  /** Goal words count this much more next to topic support or when two of them appear. */
  goalWordSupportedBoost: 1.6,
  goalWordCap: 0.8,
  /** Derivation match: shared prefix of at least this many letters and this share of the word. */
  derivationMinPrefix: 5,
  derivationMinShare: 0.7,

  // --- other cues -----------------------------------------------------------------------------------
  /** A task written in the language the goal is learning is practice. */
  targetLanguagePractice: 0.75,
  /** "add dark mode before launch": scope creep works against a launch. */
  scopeCreepValue: 0.8,
  /** Spending the goal's money elsewhere, hiding something, a treat made a habit (cues.ts). */
  againstPatternValue: 0.8,
  /** "… instead" with little support: a competing plan. */
  bareInsteadValue: 0.7,
  bareInsteadMaxSupport: 0.9,

  // --- word vectors (relatedness.ts, decision 0007) ----------------------------------------------
  /** Centroid cosine above which word vectors count as relatedness … */
  vectorFloor: 0.3,
  /** … worth up to this much support at cosine 1 (a hint beside the lexicon). */
  vectorGain: 1.2,

  // --- verdict ------------------------------------------------------------------------------------------
  /** Against-evidence needed at all for a contradiction. */
  contradictionMin: 0.2,
  /** A short task contradicts when against ≥ this share of for … */
  contradictionShortRatio: 0.5,
  /** … a long note only when against > this multiple of for (it must dominate). */
  contradictionLongRatio: 1.2,
  /** Notes longer than this many words count as long. */
  longNoteTokens: 80,
  /** Net support = for − this share of against. */
  netContraShare: 0.5,
  /** Giving something up with nothing of the goal in the task: probably the goal being dropped. */
  bareAbandonScore: 9400,
  /** Below this net support a bare giving-up task gets `bareAbandonScore`. */
  bareAbandonMaxNet: 0.1,
  /** A task carrying instructions to the scorer is never ranked above this. */
  injectionMinScore: 7000,
  /** Contradictions land between CONTRADICTION_SCORE − this and CONTRADICTION_SCORE. */
  contradictionSpread: 500,
  /** Actionability (0–1) scales support by (base + span × act): concrete, dated tasks rank higher. */
  actionabilityBase: 0.75,
  actionabilitySpan: 0.5,

  // --- actionability (signals.ts), summed then clamped to 0–1 -----------------------------------
  /** "today", "asap" / "this week", "by friday" */
  urgencyStrong: 0.45,
  urgencyMild: 0.3,
  /** leading "book", "call" / a softer lead ("look into") or a strong verb later on */
  actionLeadStrong: 0.35,
  actionSoft: 0.12,
  /** a number makes a task specific ("18k", "6x800m") */
  actionNumber: 0.15,
  /** a trailing question mark is a thought, not yet a task */
  actionQuestionPenalty: 0.3,
  /** a bare one- or two-word task scoring under actionBareMax so far */
  actionBarePenalty: 0.15,
  actionBareMax: 0.3,

  // --- goal profile (goal-profile.ts) --------------------------------------------------------------
  /** A topic needs this share of the strongest topic's evidence to count as part of the goal. */
  topicMinShare: 0.35,
  /** Topic weight = base + span × (its evidence / the strongest's), at most 1. */
  topicWeightBase: 0.55,
  topicWeightSpan: 0.45,
  /** A word shared by two topics belongs to the one with this much more evidence. */
  topicDominance: 1.25,
  /** Goal words in a "without …" clause (a constraint) count this much. */
  constraintWeight: 0.6,
  /** Goal words in the deadline ("by my 40th birthday") count this much. */
  deadlineWeight: 0.3,
  /** A harmful concept named in the goal hints at its topic this much. */
  goalHinderTopicWeight: 0.3,
  /** Goal words after the first preposition ("… on a 15k budget") weigh this in word vectors. */
  modifierWeight: 0.5,

  // --- word vectors (relatedness.ts) ------------------------------------------------------------
  /** The most frequent words (articles, "said", "year") name no topic: rows below are skipped. */
  vectorSkipMostFrequent: 150,
  /** Rarer words say more: weight log(rank) / log(this), at most 1. */
  vectorRarityFullRank: 30_000,
} as const;

/**
 * Support → score (lower is more urgent), piecewise linear: at or above `from` support the score
 * runs from `top` down by `drop` over `width` more support.
 */
export const SCORE_BANDS = [
  { from: 0.95, top: 1500, drop: 1300, width: 0.9, capped: true },
  { from: 0.6, top: 4000, drop: 2500, width: 0.35, capped: false },
  { from: 0.25, top: 7000, drop: 3000, width: 0.35, capped: false },
  { from: 0, top: 8500, drop: 1500, width: 0.25, capped: false },
] as const;
