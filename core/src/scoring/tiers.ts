import {
  EMPTY_TASK_SCORE,
  FIT_THRESHOLD,
  SCORE_MAX,
  SCORE_MIN,
  TIER_CRITICAL_MAX,
  TIER_IMPORTANT_MAX,
  TIER_USEFUL_MAX,
  UNSCORED,
} from "./constants";

export const scoreTiers = ["critical", "important", "useful", "obstacle", "unscored"] as const;
export type ScoreTier = (typeof scoreTiers)[number];

function isScored(score: number): boolean {
  return Number.isFinite(score) && score >= SCORE_MIN && score <= SCORE_MAX;
}

/**
 * docs/behaviour/states.md#score-tiers score tiers. Boundaries are inclusive upwards: 1000 is
 * critical, 1001 important, 3000 important, 3001 useful, 7000 useful, 7001 obstacle. 999999
 * (UNSCORED) and anything else outside 1–10000 (0, negatives, NaN, 10001) is "unscored" rather than
 * being clamped, so a broken score never masquerades as a real one.
 */
export function tierForScore(score: number): ScoreTier {
  if (score === UNSCORED || !isScored(score)) return "unscored";
  if (score <= TIER_CRITICAL_MAX) return "critical";
  if (score <= TIER_IMPORTANT_MAX) return "important";
  if (score <= TIER_USEFUL_MAX) return "useful";
  return "obstacle";
}

/**
 * The highest score that reads as merely unrelated rather than working against the goal: the
 * built-in engine scores a thought with no support at all at most 8500 (its lowest band, tuning.ts
 * SCORE_BANDS) and keeps the scores above for contradictions, giving up and "… instead" plans;
 * 'Not for this goal' sets 8500 too (personal/rank-correction.ts).
 */
export const UNRELATED_MAX = 8_500;

/**
 * What a card, Task Details, onboarding and help call a thought: the docs/behaviour/data.md#tasks
 * 'optional' added.
 */
export type LabelTier = ScoreTier | "optional";

/**
 * The tier a person reads (issue #26, decision 0025). Ordering keeps the docs/behaviour/states.md
 * cut-offs (tierForScore), but 'Obstacle' means "works against the goal": a score above 7000 that
 * is only unrelated (7001–8500, an ordinary chore) reads 'Optional', the
 * docs/behaviour/data.md#priority-tiers neutral tier.
 */
export function labelTierForScore(score: number): LabelTier {
  const tier = tierForScore(score);
  return tier === "obstacle" && score <= UNRELATED_MAX ? "optional" : tier;
}

/**
 * docs/behaviour/data.md#goal-assessments: a task fits a goal when its score is at most 4000
 * (inclusive); unscored never fits.
 */
export function fitsGoal(score: number): boolean {
  return isScored(score) && score <= FIT_THRESHOLD;
}

/**
 * Human label for a tier. Unknown values (e.g. a tier name from an older client) fall back to
 * "Standard Priority" instead of throwing, because labels are display-only.
 */
export function tierLabel(tier: ScoreTier | (string & {})): string {
  switch (tier) {
    case "critical":
      return "Critical Priority";
    case "important":
      return "Important";
    case "useful":
      return "Useful";
    case "obstacle":
      return "Obstacle";
    case "optional":
      return "Optional";
    case "unscored":
      return "Unscored";
    default:
      return "Standard Priority";
  }
}

/**
 * Rounds to an integer and clamps into 1–10000. NaN becomes SCORE_MAX (least urgent), the safe
 * side for an unusable number; ±Infinity clamp to the matching end.
 */
export function clampScore(n: number): number {
  if (Number.isNaN(n)) return SCORE_MAX;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(n)));
}

/** True when a task has no words to score: empty or only whitespace (title and text combined). */
export function isEmptyTaskText(text: string | null | undefined): boolean {
  return (text ?? "").trim().length === 0;
}

/**
 * docs/behaviour/limits.md#scores empty-task rule: a blank or whitespace-only task scores 9000
 * against every goal; otherwise returns null so the engine's own score applies.
 */
export function emptyTaskScore(text: string | null | undefined): number | null {
  return isEmptyTaskText(text) ? EMPTY_TASK_SCORE : null;
}
