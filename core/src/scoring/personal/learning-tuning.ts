/**
 * Every number the personal learning uses, with why (core/scoring/personal/learned-shift.ts).
 */
export const LEARNING = {
  /**
   * The most a learned lean moves a score, either way: the
   * docs/behaviour/limits.md#context-adjustment clamp on a model's context delta, so learning can
   * never do more than the context pass may. A contradiction (10000) stays an obstacle (8500 at
   * best); nothing learned crosses more than about one tier.
   */
  maxShift: 1_500,
  /** Word overlap (Dice) below this is not "similar": one shared word of ten is chance. */
  minSimilarity: 0.3,
  /**
   * Evidence needed before the lean is strong: lean = Σ(direction·weight·similarity) /
   * (prior + Σ weight·similarity). One identical correction gives half the maximum; three
   * half-similar ones give 0.6 of it.
   */
  prior: 1,
  /** a correction for the same goal counts fully */
  correctionWeight: 1,
  /** an up or down made for another goal says something about the person, less about this goal */
  otherGoalWeight: 0.5,
  /** completing (earlier), delaying or archiving (later) are quieter signals than a correction */
  signalWeight: 0.5,
  /** signals considered, newest first: bounds the work for a person with a long history */
  maxSignals: 200,
} as const;
