import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { EvalTier } from "./eval-metrics";
import { EVAL_DATA } from "./paths";

/*
 * The labelled sets in ranking-lab/eval-data/ are named for what they are: a fit-* set is read by
 * a fit below, a blind-* set by none (it measures goals the engine was never fitted on, and gives
 * the README's figures). Fitting code reads sets only through this file, which refuses any other.
 */

/**
 * The main-goal sets the hand-tuning experiments (`fit-tuning.ts`, `fit-weights.ts`) read, dev
 * first. Every one of them is also in `FITTING_SETS`.
 */
export const TUNING_SETS = [
  "fit-scoring-dev",
  "fit-generalisation",
  "fit-unseen",
  "fit-v1",
] as const;

/**
 * The main-goal sets the reranker is fitted on, in this order (the order of the rows is part of
 * the fit). fit-v1 … fit-v7 were written blind and each was added to the fit once its blind
 * figures were recorded (ranking-lab/NOTEBOOK.md); fit-train-a … j were written to be fitted on.
 */
export const FITTING_SETS = [
  ...TUNING_SETS,
  "fit-v2",
  "fit-v3",
  "fit-v4",
  "fit-v5",
  "fit-v6",
  "fit-v7",
  "fit-train-a",
  "fit-train-b",
  "fit-train-c",
  "fit-train-d",
  "fit-train-e",
  "fit-train-f",
  "fit-train-g",
  "fit-train-h",
  "fit-train-i",
  "fit-train-j",
] as const;

/** The subtask plans the subtask model is fitted on, in this order. */
export const SUBTASK_FITTING_SETS = [
  "fit-subtask-a",
  "fit-subtask-b",
  "fit-subtask-c",
  "fit-subtask-d",
  "fit-subtask-dev",
] as const;

/**
 * Throws unless the set (a name or a path) is a fit-* set: a blind-* set must never reach a fit,
 * or its figures stop measuring goals the engine has not seen.
 */
export function assertFittable(setOrPath: string): void {
  const name = basename(setOrPath, ".json");
  if (!name.startsWith("fit-"))
    throw new Error(
      `${name} is not a fitting set: fits read only fit-* sets (blind-* sets are never fitted on)`,
    );
}

/** The file of a labelled set, by name ("fit-v1"). */
export function labelledSetUrl(set: string): URL {
  return new URL(`${set}.json`, EVAL_DATA);
}

/** A fitting set's text, refusing any set that is not one. */
export function readFittingSet(setOrPath: string | URL): string {
  const path = setOrPath instanceof URL ? setOrPath.pathname : setOrPath;
  assertFittable(path);
  return readFileSync(setOrPath, "utf8");
}

export interface LabelledCase {
  set: string;
  id: string;
  goal: string;
  tasks: Array<{ text: string; tier: EvalTier }>;
}

/** Every case of the given sets (the tuning sets by default), set by set. */
export function readTuningCases(sets: readonly string[] = TUNING_SETS): LabelledCase[] {
  return sets.flatMap((set) => {
    const data = JSON.parse(readFittingSet(labelledSetUrl(set))) as {
      cases: Array<{ id: string; goal: string; tasks: Array<{ text: string; tier: EvalTier }> }>;
    };
    return data.cases.map((c) => ({ set, id: c.id, goal: c.goal, tasks: c.tasks }));
  });
}
