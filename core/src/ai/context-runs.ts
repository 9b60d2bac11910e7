import { applyContextDelta, planContextBatches } from "./context-adjustment";
import type { ScoredTask } from "./context-prompt";
import { seededRandom, shuffled } from "./seeded-random";

/** How many times each batch is asked by default; deltas are combined with the trimmed mean. */
export const CONTEXT_REPEATS_DEFAULT = 3;

export interface ContextRun {
  members: ScoredTask[];
  anchors: ScoredTask[];
}

/**
 * All context-adjustment calls for one goal, in order: `repeats` passes over the batch plan of
 * `planContextBatches`, tasks sorted by score (stable), and each call's members and anchors
 * shuffled with a PRNG seeded by `seed`, so position bias averages out over the repeats yet the
 * same input always produces the same calls.
 */
export function planContextRuns(
  scored: readonly ScoredTask[],
  repeats: number,
  seed: number,
): ContextRun[] {
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  const plan = planContextBatches(sorted.length);
  const random = seededRandom(seed);
  const pick = (indices: number[]) => indices.map((i) => sorted[i]).filter((s) => s !== undefined);
  const runs: ContextRun[] = [];
  for (let r = 0; r < repeats; r++) {
    for (const batch of plan) {
      runs.push({
        members: shuffled(pick(batch.members), random),
        anchors: shuffled(pick(batch.anchors), random),
      });
    }
  }
  return runs;
}

/**
 * Adjusted score per task id: its score plus the trimmed mean of every delta it received (from
 * repeats and from overlapping windows), clamped to 1–10000. A task with no deltas keeps its score.
 */
export function combineContextDeltas(
  scored: readonly ScoredTask[],
  deltas: ReadonlyMap<string, readonly number[]>,
): Map<string, number> {
  return new Map(
    scored.map((s) => [s.task.id, applyContextDelta(s.score, deltas.get(s.task.id) ?? [])]),
  );
}
