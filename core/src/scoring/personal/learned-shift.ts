import type { RankCorrection, TaskStatus } from "../../contract/task";
import { LEARNING } from "./learning-tuning";
import { topicWords } from "./similarity";

/** What the learning reads of one of the person's thoughts. */
export interface LearningSource {
  id: string;
  title: string | null;
  text: string;
  status: TaskStatus;
  rankCorrections: Readonly<Record<string, Pick<RankCorrection, "kind">>>;
}

/** One thing the person taught: "thoughts like these words belong earlier (+1) or later (-1)". */
export interface LearningExample {
  taskId: string;
  words: ReadonlySet<string>;
  direction: 1 | -1;
  /** the goal a correction was made for; null for status signals, which speak for every goal */
  goalId: string | null;
  kind: "up" | "down" | "not_for_goal" | "signal";
}

export const taskWords = (t: Pick<LearningSource, "title" | "text">): Set<string> =>
  topicWords(`${t.title ?? ""} ${t.text}`);

/**
 * The person's corrections and status signals as examples: every correction (up = earlier;
 * down and not_for_goal = later) and, for the newest `LEARNING.maxSignals` thoughts with one,
 * completed (earlier) or delayed/archived (later). `sources` should be newest first.
 */
export function learningExamples(sources: readonly LearningSource[]): LearningExample[] {
  const examples: LearningExample[] = [];
  let signals = 0;
  for (const source of sources) {
    const corrections = Object.entries(source.rankCorrections);
    const signal =
      source.status === "completed"
        ? 1
        : source.status === "delayed" || source.status === "skipped"
          ? -1
          : 0;
    if (corrections.length === 0 && signal === 0) continue;
    const words = taskWords(source);
    if (words.size === 0) continue;
    for (const [goalId, { kind }] of corrections) {
      examples.push({ taskId: source.id, words, direction: kind === "up" ? 1 : -1, goalId, kind });
    }
    if (signal !== 0 && signals < LEARNING.maxSignals) {
      signals += 1;
      examples.push({ taskId: source.id, words, direction: signal, goalId: null, kind: "signal" });
    }
  }
  return examples;
}

function weightFor(example: LearningExample, goalId: string): number {
  if (example.kind === "signal") return LEARNING.signalWeight;
  if (example.goalId === goalId) return LEARNING.correctionWeight;
  // "not for this goal" is about that goal only
  return example.kind === "not_for_goal" ? 0 : LEARNING.otherGoalWeight;
}

/**
 * Looks up examples by shared word and counts the shared words while walking the lists, so a long
 * history costs only what overlaps. A thought never learns from itself.
 */
export function createLearner(examples: readonly LearningExample[]) {
  const byWord = new Map<string, number[]>();
  examples.forEach((example, index) => {
    for (const word of example.words) {
      const list = byWord.get(word);
      if (list) list.push(index);
      else byWord.set(word, [index]);
    }
  });
  const shared = new Uint16Array(examples.length);
  // the similar examples of the last thought asked about: one pass serves all its goals
  let last: { taskId: string; words: ReadonlySet<string>; similar: [number, number][] } | null =
    null;

  function similarTo(taskId: string, words: ReadonlySet<string>): [number, number][] {
    if (last?.taskId === taskId && last.words === words) return last.similar;
    const touched: number[] = [];
    for (const word of words) {
      for (const index of byWord.get(word) ?? []) {
        if (shared[index] === 0) touched.push(index);
        shared[index] = (shared[index] ?? 0) + 1;
      }
    }
    const similar: [number, number][] = [];
    for (const index of touched) {
      const example = examples[index];
      const count = shared[index] ?? 0;
      shared[index] = 0;
      if (!example || example.taskId === taskId) continue;
      // Dice overlap (similarity.ts wordOverlap) from the count
      const similarity = (2 * count) / (words.size + example.words.size);
      if (similarity >= LEARNING.minSimilarity) similar.push([index, similarity]);
    }
    last = { taskId, words, similar };
    return similar;
  }

  /**
   * The learned score shift for a thought against one goal: negative moves it earlier. Bounded
   * by ±LEARNING.maxShift; 0 when nothing similar was taught.
   */
  function shiftFor(taskId: string, words: ReadonlySet<string>, goalId: string): number {
    let pull = 0;
    let evidence = 0;
    for (const [index, similarity] of similarTo(taskId, words)) {
      const example = examples[index];
      if (!example) continue;
      const weight = weightFor(example, goalId) * similarity;
      pull += example.direction * weight;
      evidence += weight;
    }
    if (evidence === 0) return 0;
    const lean = pull / (LEARNING.prior + evidence);
    return Math.round(-lean * LEARNING.maxShift) || 0;
  }

  return { shiftFor, isEmpty: examples.length === 0 };
}
export type Learner = ReturnType<typeof createLearner>;
