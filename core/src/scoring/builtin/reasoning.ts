/**
 * One short, plain-English sentence per verdict, shown to people in Task Details. A reason names
 * words of the thought and of the goal it is about (issue #27): it quotes the thought's words the
 * verdict rests on and the goal's own words they relate to, never a lexicon topic the goal does not
 * mention. The sentences come from the few templates below and nothing else; `reasoning.test.ts`
 * holds their grammar.
 */

import { foldAccents, stem } from "../../language/text";

/** The thought's words a verdict rests on and the goal's words they relate to (null: none found). */
export interface Link {
  task: string;
  goal: string | null;
}

export type Verdict =
  | { kind: "empty" }
  | { kind: "junk" }
  | { kind: "injection" }
  /** `cue`: a fixed phrase from the help-versus-hurt cues ("putting it off"), not a topic */
  | { kind: "contradicts"; link: Link | null; dropped: boolean; cue: string | null }
  | { kind: "related"; score: number; link: Link | null; language: string | null }
  /** a subtask's thought that a sibling subtask fits better */
  | { kind: "sibling" };

/** The longest a quoted phrase may be; longer ones are cut at a word. */
const QUOTE_MAX = 40;

function quote(words: string): string {
  const clean = words.replace(/["“”]/g, "").replace(/\s+/g, " ").trim();
  if (clean.length <= QUOTE_MAX) return `"${clean}"`;
  const cut = clean.slice(0, QUOTE_MAX);
  return `"${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).trim()}"`;
}

const stems = (s: string) =>
  foldAccents(s)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem)
    .join(" ");

/** "Sketch" and "sketching", "referral" and "referrals": the same words, once stemmed. */
function sameWords(a: string, b: string): boolean {
  return stems(a) === stems(b);
}

function linkClause(link: Link): string {
  if (!link.goal) return `it mentions ${quote(link.task)}`;
  if (sameWords(link.task, link.goal)) return `both mention ${quote(link.goal)}`;
  return `${quote(link.task)} relates to ${quote(link.goal)}`;
}

export function describeVerdict(v: Verdict): string {
  switch (v.kind) {
    case "empty":
      return "The task is empty, so it can't be linked to the goal.";
    case "junk":
      return "The text doesn't read as a task, so it can't be linked to the goal.";
    case "injection":
      return "Contains instructions aimed at the scorer; they were ignored.";
    case "sibling":
      return "Another subtask fits this thought better.";
    case "contradicts":
      if (v.cue) return `Works against the goal: ${v.cue}.`;
      if (!v.link) return "Works against the goal.";
      if (v.dropped) return `Works against the goal: it drops ${quote(v.link.task)}.`;
      if (v.link.goal)
        return `Works against the goal: ${quote(v.link.task)} goes against ${quote(v.link.goal)}.`;
      return `Works against the goal: it involves ${quote(v.link.task)}.`;
    case "related": {
      if (v.score > 7000) return "No clear link to the goal.";
      const lead =
        v.score <= 1500
          ? "Directly advances the goal"
          : v.score <= 4000
            ? "Supports the goal"
            : "Loosely connected to the goal";
      if (v.language) return `${lead}: it is written in ${v.language}.`;
      return v.link ? `${lead}: ${linkClause(v.link)}.` : `${lead}.`;
    }
    default: {
      const never: never = v;
      return never;
    }
  }
}
