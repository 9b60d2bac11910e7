/**
 * The ranking-quality gate: the built-in engine must keep ranking the labelled sets at least this
 * well, so a change that makes ranking worse fails `npm run test:unit` (and so `npm run validate`).
 * Figures and commands: README "Ranking quality"; `npm run eval:scoring -- <set> --verbose` shows
 * which tasks moved.
 *
 * Each floor is the measured figure (decision 0007) rounded down by about 0.02, so noise-free
 * refactors pass and a real regression does not; a floor is raised with the figures, never
 * lowered. All five sets here have been used for tuning (heldout-v2 since round 4, when its
 * failures were studied); the honest measure of goals the engine has never seen is
 * `heldout-v3.json`, written blind before round 4, which engine work never reads and this gate
 * never runs (a gate on it would show engine work which of its tasks move).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scoreTasksBuiltin } from "./builtin/engine";
import {
  caseMetrics,
  evalTiers,
  overallMetrics,
  type CaseMetrics,
  type OverallMetrics,
} from "./eval-metrics";
import { z } from "zod";

const Dataset = z.object({
  cases: z.array(
    z.object({
      id: z.string(),
      goal: z.string(),
      tasks: z.array(z.object({ id: z.string(), text: z.string(), tier: z.enum(evalTiers) })),
    }),
  ),
});

const floors: Record<string, OverallMetrics> = {
  // measured 0.860 / 0.915 / 0.893 / 0.967
  "scoring-dev.json": { ndcg3: 0.84, ndcg10: 0.89, spearman: 0.88, contradictsBottom30: 0.94 },
  // measured 0.791 / 0.882 / 0.864 / 1.000
  "generalisation.json": { ndcg3: 0.77, ndcg10: 0.86, spearman: 0.84, contradictsBottom30: 0.97 },
  // measured 0.800 / 0.824 / 0.777 / 0.889
  "holdout-unseen.json": { ndcg3: 0.78, ndcg10: 0.8, spearman: 0.75, contradictsBottom30: 0.86 },
  // measured 0.680 / 0.814 / 0.620 / 0.773 (issue 12 targets: 0.70 / 0.75 / 0.60 / 0.80)
  "heldout-v1.json": { ndcg3: 0.66, ndcg10: 0.79, spearman: 0.6, contradictsBottom30: 0.75 },
  // measured 0.615 / 0.783 / 0.445 / 0.773 after round 4, which studied its failures
  "heldout-v2.json": { ndcg3: 0.59, ndcg10: 0.76, spearman: 0.42, contradictsBottom30: 0.75 },
};

/** The three sets of goals outside the dev set, pooled case by case (measured 0.729 / 0.837 / 0.716 / 0.871). */
const pooledFloor: OverallMetrics = {
  ndcg3: 0.71,
  ndcg10: 0.82,
  spearman: 0.7,
  contradictsBottom30: 0.85,
};
const pooledSets = ["generalisation.json", "holdout-unseen.json", "heldout-v1.json"];

function measureCases(file: string): CaseMetrics[] {
  const url = new URL(`../../scripts/eval-data/${file}`, import.meta.url);
  const dataset = Dataset.parse(JSON.parse(readFileSync(url, "utf8")));
  const perCase = dataset.cases.map((c) => {
    const scores = scoreTasksBuiltin(
      { id: c.id, type: "main", text: c.goal },
      c.tasks.map((t) => ({ id: t.id, text: t.text })),
    );
    const byId = new Map(scores.map((s) => [s.taskId, s.score]));
    // every task must be scored
    expect(scores).toHaveLength(c.tasks.length);
    return caseMetrics(
      c.tasks.map((t) => ({ tier: t.tier, score: byId.get(t.id) ?? Number.POSITIVE_INFINITY })),
    );
  });
  return perCase;
}

function expectAtLeast(m: OverallMetrics, floor: OverallMetrics): void {
  expect(m.ndcg3).toBeGreaterThanOrEqual(floor.ndcg3);
  expect(m.ndcg10).toBeGreaterThanOrEqual(floor.ndcg10);
  expect(m.spearman).toBeGreaterThanOrEqual(floor.spearman);
  expect(m.contradictsBottom30).toBeGreaterThanOrEqual(floor.contradictsBottom30);
}

describe("built-in engine ranking quality", () => {
  it.each(Object.entries(floors))("%s stays at or above its floor", (file, floor) => {
    expectAtLeast(overallMetrics(measureCases(file)), floor);
  });

  it("the goals outside the dev set, pooled, stay at or above their floor", () => {
    expectAtLeast(overallMetrics(pooledSets.flatMap(measureCases)), pooledFloor);
  });
});
