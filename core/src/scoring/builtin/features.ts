/**
 * The engine's evidence about one task and one goal as a vector of numbers, so the way it is
 * combined can be fitted from labelled data (`ranking-lab/src/reranker-fit.ts`) instead of set by
 * hand. Reads the same evidence `scoreAnalysis` uses and changes nothing about scoring.
 */
import type { GoalProfile } from "./goal-profile";
import { builtinWordVectors } from "../../language/word-vectors";
import { contentVectors, type WordVector } from "./relatedness";
import {
  scoreAnalysis,
  weighEvidence,
  type Evidence,
  type TaskAnalysis,
  type WeighedEvidence,
} from "./score-task";
import { tokenize } from "../../language/text";

export const FEATURE_NAMES = [
  "engine score / 10000",
  "support combined",
  "against combined",
  "contradicts verdict",
  "topic hit for",
  "topic hit against",
  "universal hit for",
  "universal hit against",
  "goal word for",
  "goal word against",
  "vector cosine (centroid)",
  "vector cosine above 0.3",
  "best word cosine",
  "mean best word cosine",
  "actionability",
  "negation cue",
  "giving up / instead",
  "against pattern",
  "scope creep",
  "long note",
  "injection",
  "unusable",
  "words (log)",
  "language practice",
] as const;

/** The strongest piece of `evidence` from `source` (0 when there is none). */
export function strongestFrom(evidence: readonly Evidence[], source: Evidence["source"]): number {
  let best = 0;
  for (const e of evidence) if (e.source === source && e.value > best) best = e.value;
  return best;
}

/** Content-word vectors of a goal text, for word-to-word similarity. */
export function goalWordVectors(goalText: string): WordVector[] {
  return contentVectors(builtinWordVectors(), tokenize(goalText));
}

export function cosineRows(a: number, b: number): number {
  const { dims, data, inverseNorms } = builtinWordVectors();
  let dot = 0;
  for (let d = 0; d < dims; d += 1) dot += (data[a * dims + d] ?? 0) * (data[b * dims + d] ?? 0);
  return dot * (inverseNorms[a] ?? 0) * (inverseNorms[b] ?? 0);
}

/** A goal's best cosine per task word row, kept while the goal's word list is alive. */
const bestByGoal = new WeakMap<readonly WordVector[], Map<number, number>>();

/** Best cosine of any task word to any goal word, and the mean over task words of their best. */
function wordSimilarities(
  goalWords: readonly WordVector[],
  analysis: TaskAnalysis,
): { best: number; meanBest: number } {
  const rows = analysis.wordRows;
  if (rows.length === 0 || goalWords.length === 0) return { best: 0, meanBest: 0 };
  let memo = bestByGoal.get(goalWords);
  if (!memo) {
    memo = new Map();
    bestByGoal.set(goalWords, memo);
  }
  let best = 0;
  let sum = 0;
  for (const row of rows) {
    let b = memo.get(row);
    if (b === undefined) {
      b = 0;
      for (const g of goalWords) b = Math.max(b, row === g.row ? 1 : cosineRows(row, g.row));
      memo.set(row, b);
    }
    best = Math.max(best, b);
    sum += b;
  }
  return { best, meanBest: sum / rows.length };
}

/** The evidence about a task for a goal, in `FEATURE_NAMES` order. Pure. */
export function taskFeatures(
  profile: GoalProfile,
  goalWords: readonly WordVector[],
  analysis: TaskAnalysis,
  /** the stages' score and evidence, when the caller already has them */
  known?: { score: number; weighed: WeighedEvidence },
): number[] {
  const score = (known?.score ?? scoreAnalysis(profile, analysis).score) / 10_000;
  const words = Math.log1p(analysis.tokens.length);
  if (analysis.unusable) {
    const out: number[] = FEATURE_NAMES.map(() => 0);
    out[0] = score;
    out[FEATURE_NAMES.indexOf("injection")] = analysis.hadInjection ? 1 : 0;
    out[FEATURE_NAMES.indexOf("unusable")] = 1;
    out[FEATURE_NAMES.indexOf("words (log)")] = words;
    return out;
  }
  const w = known?.weighed ?? weighEvidence(profile, analysis);
  const sims = wordSimilarities(goalWords, analysis);
  const negated = analysis.spans.length > 0 && !analysis.isLong;
  return [
    score,
    w.supportValue,
    w.contraValue,
    w.contradicts ? 1 : 0,
    strongestFrom(w.support, "topic"),
    strongestFrom(w.contra, "topic"),
    strongestFrom(w.support, "universal"),
    strongestFrom(w.contra, "universal"),
    strongestFrom(w.support, "goal-word"),
    strongestFrom(w.contra, "goal-word"),
    w.related,
    Math.max(0, w.related - 0.3),
    sims.best,
    sims.meanBest,
    analysis.act,
    negated ? 1 : 0,
    analysis.abandon ? 1 : 0,
    analysis.against.length > 0 ? 1 : 0,
    analysis.scopeCreep ? 1 : 0,
    analysis.isLong ? 1 : 0,
    analysis.hadInjection ? 1 : 0,
    0,
    words,
    strongestFrom(w.support, "language"),
  ];
}
