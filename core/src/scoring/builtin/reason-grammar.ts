/**
 * The grammar of the built-in engine's reasons (`reasoning.ts`), for tests: every sentence the
 * engine writes must be one of these templates, a phrase it quotes from the thought must be words
 * of the thought, and a phrase it quotes from the goal must be words of that goal. Read by
 * `subtasks.test.ts` and, over every labelled case, by ranking-lab/gates/ (`npm run lab:check`).
 */
import { AGAINST_PATTERNS } from "./cues";
import { tokenize } from "../../language/text";

const Q = `"([^"]{1,40})"`;
const LEAD = "(?:Directly advances the goal|Supports the goal|Loosely connected to the goal)";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CUES = [
  ...AGAINST_PATTERNS.map((p) => p.label),
  "adding scope before launch",
  "a competing plan",
]
  .map(escape)
  .join("|");

type Part = "task" | "goal";

/** Each template and what its quotes are: words of the thought or of the goal. */
const TEMPLATES: ReadonlyArray<{ re: RegExp; quotes: Part[] }> = [
  { re: /^The task is empty, so it can't be linked to the goal\.$/, quotes: [] },
  { re: /^The text doesn't read as a task, so it can't be linked to the goal\.$/, quotes: [] },
  { re: /^Contains instructions aimed at the scorer; they were ignored\.$/, quotes: [] },
  { re: /^Another subtask fits this thought better\.$/, quotes: [] },
  { re: /^No clear link to the goal\.$/, quotes: [] },
  { re: /^Works against the goal\.$/, quotes: [] },
  { re: new RegExp(`^Works against the goal: (?:${CUES})\\.$`), quotes: [] },
  { re: new RegExp(`^Works against the goal: it drops ${Q}\\.$`), quotes: ["task"] },
  { re: new RegExp(`^Works against the goal: it involves ${Q}\\.$`), quotes: ["task"] },
  {
    re: new RegExp(`^Works against the goal: ${Q} goes against ${Q}\\.$`),
    quotes: ["task", "goal"],
  },
  { re: new RegExp(`^${LEAD}\\.$`), quotes: [] },
  { re: new RegExp(`^${LEAD}: it is written in [A-Z][a-z]+\\.$`), quotes: [] },
  { re: new RegExp(`^${LEAD}: it mentions ${Q}\\.$`), quotes: ["task"] },
  { re: new RegExp(`^${LEAD}: both mention ${Q}\\.$`), quotes: ["goal"] },
  { re: new RegExp(`^${LEAD}: ${Q} relates to ${Q}\\.$`), quotes: ["task", "goal"] },
];

const words = (text: string) => new Set(tokenize(text).map((t) => t.raw));

/**
 * Null when `reason` is one of the templates and every quote is words of its text; otherwise what
 * is wrong with it.
 */
export function reasonProblem(reason: string, goal: string, task: string): string | null {
  for (const { re, quotes } of TEMPLATES) {
    const m = re.exec(reason);
    if (!m) continue;
    for (const [n, part] of quotes.entries()) {
      const quoted = m[n + 1] ?? "";
      const source = words(part === "goal" ? goal : task);
      const missing = tokenize(quoted).filter((t) => !source.has(t.raw));
      if (tokenize(quoted).length === 0 || missing.length > 0)
        return `quotes "${quoted}" as the ${part}'s words, which it does not contain`;
    }
    return null;
  }
  return "matches no template";
}
