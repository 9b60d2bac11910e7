import type { RankCorrectionKind } from "../../contract/task";
import {
  SCORE_MAX,
  SCORE_MIN,
  TIER_CRITICAL_MAX,
  TIER_IMPORTANT_MAX,
  TIER_USEFUL_MAX,
} from "../constants";
import { clampScore } from "../tiers";

/**
 * The four scored tiers of docs/behaviour/states.md#score-tiers as inclusive ranges, most urgent
 * first.
 */
const TIER_RANGES = [
  [SCORE_MIN, TIER_CRITICAL_MAX],
  [TIER_CRITICAL_MAX + 1, TIER_IMPORTANT_MAX],
  [TIER_IMPORTANT_MAX + 1, TIER_USEFUL_MAX],
  [TIER_USEFUL_MAX + 1, SCORE_MAX],
] as const;

/**
 * "Not for this goal" reads the thought as unrelated: the built-in engine's score for a thought
 * with no support at all (its lowest band starts at 8500). A worse engine score is kept.
 */
export const NOT_FOR_GOAL_SCORE = 8_500;

function tierIndex(score: number): number {
  const index = TIER_RANGES.findIndex(([, hi]) => score <= hi);
  return index === -1 ? TIER_RANGES.length - 1 : index;
}

/**
 * Moves a score one tier up (`-1`) or down (`+1`), keeping its place within the tier: 5000 sits
 * half-way through useful (3001–7000), so up gives half-way through important (2000). There is
 * no tier above critical or below obstacle: there the score moves half-way to 1 or to 10000.
 * Order-keeping within a tier and between the tiers that have a neighbour (a critical thought
 * moved up can land below an important one moved up into critical's top: nothing is above
 * critical). Always a change except at 1 (up) and 10000 (down).
 */
export function moveOneTier(score: number, direction: -1 | 1): number {
  const from = tierIndex(score);
  const to = from + direction;
  const target = TIER_RANGES[to];
  if (!target) {
    const end = direction < 0 ? SCORE_MIN : SCORE_MAX;
    return clampScore(score + (end - score) / 2);
  }
  const [lo, hi] = TIER_RANGES[from] ?? TIER_RANGES[0];
  const place = (score - lo) / (hi - lo);
  return clampScore(target[0] + place * (target[1] - target[0]));
}

/**
 * The person's correction applied to a score (1–10000): up and down move one tier
 * (moveOneTier), not_for_goal makes it unrelated (at least NOT_FOR_GOAL_SCORE). The caller leaves
 * unscored tasks alone: there is nothing to correct until the engine has spoken.
 */
export function applyRankCorrection(score: number, kind: RankCorrectionKind): number {
  switch (kind) {
    case "up":
      return moveOneTier(score, -1);
    case "down":
      return moveOneTier(score, 1);
    case "not_for_goal":
      return Math.max(clampScore(score), NOT_FOR_GOAL_SCORE);
    default: {
      const never: never = kind;
      throw new Error(`Unknown correction: ${String(never)}`);
    }
  }
}
