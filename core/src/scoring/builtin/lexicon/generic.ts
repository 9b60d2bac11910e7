import { concept, type DomainDef } from "./types";

/**
 * Things that compete with almost any goal for time, energy or money. Applied to every goal at a
 * lower weight than a domain's own hinders, and only when the task does not also advance the goal.
 */
export const competing: DomainDef = {
  id: "competing",
  label: "competing commitments",
  universal: true,
  supportsEvenWhenNegated: true,
  concepts: [
    concept(
      "overcommit",
      "overcommitting your time",
      0.8,
      "say yes to|yes to the|extra shifts|extra shift|every extra|agree to run|agree to take|agree to go|agree to do|pick up extra|night shifts|every weekend|full-time|another project|take the job|overtime every",
      { hinder: true },
    ),
    concept(
      "distraction",
      "a competing project",
      0.8,
      "in parallel|new idea|another idea|side project|switch to a new",
      { hinder: true },
    ),
    concept(
      "indulge",
      "a distraction",
      0.75,
      "binge|binge-watch|binge watch|stag do|hen do|bender|pub crawl|night out|all-nighter|all nighter|pull an all|the night before|doomscrolling",
      { hinder: true },
    ),
    concept(
      "delay",
      "putting it off",
      0.85,
      "no rush|delay the whole|delay it|delay everything|until next spring|until next summer|until next year|till next year|until next month|put off|putting off|postpone|leave it till|leave it until|wait until after|until after|next year maybe|someday|some day|later maybe",
      { hinder: true },
    ),
  ],
};

/** Deliberate practice and learning from others: on the path of almost any skill goal. */
export const practice: DomainDef = {
  id: "practice",
  label: "deliberate practice",
  universal: true,
  concepts: [
    concept(
      "practice",
      "deliberate practice",
      0.4,
      "practise|practice|practicing|practising|lesson|lessons|course|class|classes|tutorial|tutorials|club|coach|teacher|instructor|drills|drill|beginner|beginners|technique|techniques|guide|how to|show me how|review my|feedback on|exercises|puzzles|modules|analyse|analyze|step by step",
    ),
  ],
};

/** Planning and preparation verbs that show a concrete step on the path to the goal. */
export const progress: DomainDef = {
  id: "progress",
  label: "progress",
  universal: true,
  supportsEvenWhenNegated: true,
  concepts: [
    concept(
      "plan",
      "planning",
      0.35,
      "plan|planning|schedule|timetable|calendar|checklist|to-do list|milestones|deadline|deadlines|goal|goals|weekly review|track progress|tracker",
      { ambiguous: true },
    ),
  ],
};
