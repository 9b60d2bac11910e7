import type { GoalAssessment, RankCorrection } from "../../contract/task";
import { UNSCORED } from "../constants";
import { clampScore, fitsGoal } from "../tiers";
import type { Learner } from "./learned-shift";
import { taskWords } from "./learned-shift";
import { applyRankCorrection } from "./rank-correction";

export interface PersonalTask {
  id: string;
  title: string | null;
  text: string;
  goalAssessments: Readonly<Record<string, GoalAssessment>>;
  rankCorrections: Readonly<Record<string, RankCorrection>>;
}

/**
 * A thought's assessments as this person ranks them. The engine's score is kept in
 * `engineScore` whenever the result differs:
 * - a correction for the goal wins: up/down move one tier, not_for_goal makes it unrelated and
 *   not fitting; no learned lean is added (the person said where it goes);
 * - otherwise the learned lean from similar corrected or acted-on thoughts (bounded ±1500);
 * - unscored assessments stay unscored: nothing to correct yet.
 * `fits` follows the resulting score (docs/behaviour/data.md#goal-assessments: at most 4000).
 * Returns the input object when nothing changes, so callers can skip copying.
 */
export function personalAssessments(
  thought: PersonalTask,
  learner: Learner,
): Record<string, GoalAssessment> {
  const entries = Object.entries(thought.goalAssessments);
  if (entries.length === 0) return thought.goalAssessments;
  const words = learner.isEmpty ? new Set<string>() : taskWords(thought);
  let changed = false;
  const out: Record<string, GoalAssessment> = {};
  for (const [goalId, assessment] of entries) {
    const engineScore = assessment.score;
    if (engineScore === UNSCORED || engineScore < 1 || engineScore > 10_000) {
      out[goalId] = assessment;
      continue;
    }
    const correction = thought.rankCorrections[goalId];
    const shift = correction || words.size === 0 ? 0 : learner.shiftFor(thought.id, words, goalId);
    const score = correction
      ? applyRankCorrection(engineScore, correction.kind)
      : clampScore(engineScore + shift);
    if (score === engineScore && !correction) {
      out[goalId] = assessment;
      continue;
    }
    changed = true;
    out[goalId] = {
      ...assessment,
      score,
      fits: correction?.kind === "not_for_goal" ? false : fitsGoal(score),
      engineScore,
      ...(shift !== 0 ? { learnedShift: score - engineScore } : {}),
    };
  }
  return changed ? out : thought.goalAssessments;
}
