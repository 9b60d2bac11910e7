import { messages } from "./errors";

/**
 * docs/behaviour/validation.md#main-goal main goal limits, without zod (contract/goal.ts re-exports
 * them for its schemas).
 */
export const MAIN_GOAL_MIN = 10;
export const MAIN_GOAL_MAX = 500;
export const GOAL_NAME_LENGTH = 100;

/**
 * The main goal text's problem, if any, for text already trimmed: the docs/behaviour/messages.md
 * words.
 */
export function mainGoalTextError(trimmed: string): string | null {
  if (trimmed.length === 0) return messages.mainGoalEmpty;
  if (trimmed.length < MAIN_GOAL_MIN) return messages.mainGoalShort;
  if (trimmed.length > MAIN_GOAL_MAX) return messages.mainGoalLong;
  return null;
}
