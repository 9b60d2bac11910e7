/** One short, plain-English sentence per verdict, shown to users in Task Details. */

export type Verdict =
  | { kind: "empty" }
  | { kind: "junk" }
  | { kind: "injection" }
  | { kind: "contradicts"; label: string; dropped: boolean }
  | { kind: "related"; score: number; label: string };

/** Never quotes task text: labels come from the lexicon or the goal's own names. */
export function describeVerdict(v: Verdict): string {
  switch (v.kind) {
    case "empty":
      return "The task is empty, so it can't be linked to the goal.";
    case "junk":
      return "The text doesn't read as a task, so it can't be linked to the goal.";
    case "injection":
      return "Contains instructions aimed at the scorer; they were ignored.";
    case "contradicts":
      if (!v.label) return "Works against the goal.";
      return v.dropped
        ? `Works against the goal: it drops ${v.label}.`
        : `Works against the goal: ${v.label}.`;
    case "related":
      if (!v.label || v.score > 7000) return "No clear link to the goal.";
      if (v.score <= 1500) return `Directly advances the goal: ${v.label}.`;
      if (v.score <= 4000) return `Supports the goal: ${v.label}.`;
      return `Loosely connected to the goal: ${v.label}.`;
    default: {
      const never: never = v;
      return never;
    }
  }
}
