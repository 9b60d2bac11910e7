import { readFileSync } from "node:fs";
import type { EvalTier } from "../src/scoring/eval-metrics";

/**
 * The labelled sets that engine tuning and the fitting scripts may read, in this order (dev
 * first). heldout-v2 is not among them and must never be: it is the measure of goals the engine
 * was not tuned on (decision 0007).
 */
export const TUNING_SETS = [
  "scoring-dev",
  "generalisation",
  "holdout-unseen",
  "heldout-v1",
] as const;

export interface LabelledCase {
  set: string;
  id: string;
  goal: string;
  tasks: Array<{ text: string; tier: EvalTier }>;
}

/**
 * The sets the reranker is fitted on (decision 0007, rounds 5–10): the tuning sets plus heldout-v2
 * … v7, each added only after its blind figures were recorded, and train-a … train-j, written to
 * be fitted on. heldout-v8, v9 and v10 are not among them: they are the blind measures of
 * rounds 9 and 10.
 */
export const FITTING_SETS = [
  ...TUNING_SETS,
  "heldout-v2",
  "heldout-v3",
  "heldout-v4",
  "heldout-v5",
  "heldout-v6",
  "heldout-v7",
  "train-a",
  "train-b",
  "train-c",
  "train-d",
  "train-e",
  "train-f",
  "train-g",
  "train-h",
  "train-i",
  "train-j",
] as const;

/** Every case of the given sets (the tuning sets by default), set by set. */
export function readTuningCases(sets: readonly string[] = TUNING_SETS): LabelledCase[] {
  return sets.flatMap((set) => {
    const url = new URL(`./eval-data/${set}.json`, import.meta.url);
    const data = JSON.parse(readFileSync(url, "utf8")) as {
      cases: Array<{ id: string; goal: string; tasks: Array<{ text: string; tier: EvalTier }> }>;
    };
    return data.cases.map((c) => ({ set, id: c.id, goal: c.goal, tasks: c.tasks }));
  });
}
