import type { RankCorrectionKind } from "@firstly/core/contract/task";

/** What Task Details says about the person's correction. */
export function correctionSentence(kind: RankCorrectionKind): string {
  switch (kind) {
    case "up":
      return "You moved this up";
    case "down":
      return "You moved this down";
    case "not_for_goal":
      return "You marked this not for this goal";
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** Short form for the card. */
export function correctionBadge(kind: RankCorrectionKind): string {
  return kind === "up" ? "Moved up" : kind === "down" ? "Moved down" : "Not for this goal";
}
