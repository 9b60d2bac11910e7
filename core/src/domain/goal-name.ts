import { GOAL_NAME_LENGTH } from "../contract/goal";

/**
 * docs/behaviour/data.md#goals: a goal's name is the first 100 characters of its description.
 * Counted in code points so an emoji on the boundary is never cut in half.
 */
export function goalName(description: string): string {
  return Array.from(description).slice(0, GOAL_NAME_LENGTH).join("");
}
