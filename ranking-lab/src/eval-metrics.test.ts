import { describe, expect, it } from "vitest";
import {
  averageRanks,
  caseMetrics,
  contradictsInBottom30,
  formatSummaryLine,
  ndcgAt,
  overallMetrics,
  rankByScore,
  spearman,
  type LabelledScore,
} from "./eval-metrics";

const perfect: LabelledScore[] = [
  { tier: "critical", score: 100 },
  { tier: "important", score: 200 },
  { tier: "useful", score: 300 },
  { tier: "unrelated", score: 400 },
  { tier: "contradicts", score: 500 },
];
const reversed: LabelledScore[] = perfect.map((p, i) => ({ ...p, score: 1000 - i * 100 }));

describe("rankByScore", () => {
  it("sorts ascending and breaks ties by file order", () => {
    const ranked = rankByScore([
      { id: "a", score: 5 },
      { id: "b", score: 1 },
      { id: "c", score: 5 },
    ]);
    expect(ranked.map((r) => r.id)).toEqual(["b", "a", "c"]);
  });
});

describe("ndcgAt", () => {
  it("is 1 for the ideal order", () => {
    expect(ndcgAt(perfect, 3)).toBe(1);
    expect(ndcgAt(perfect, 10)).toBe(1);
  });
  it("matches a hand computation for the reversed order", () => {
    // predicted top 3: contradicts, unrelated, useful → DCG = 1/log2(4) = 0.5
    // ideal: 7/1 + 3/log2(3) + 1/2
    const ideal = 7 + 3 / Math.log2(3) + 0.5;
    expect(ndcgAt(reversed, 3)).toBeCloseTo(0.5 / ideal, 10);
  });
  it("uses file order for tied scores", () => {
    const tied: LabelledScore[] = [
      { tier: "unrelated", score: 1 },
      { tier: "critical", score: 1 },
    ];
    // unrelated first: DCG = 7/log2(3); ideal = 7
    expect(ndcgAt(tied, 3)).toBeCloseTo(1 / Math.log2(3), 10);
  });
  it("is 0 when no task carries gain", () => {
    expect(ndcgAt([{ tier: "unrelated", score: 1 }], 3)).toBe(0);
  });
});

describe("spearman", () => {
  it("is 1 for perfect order and -1 reversed", () => {
    expect(spearman(perfect)).toBeCloseTo(1, 10);
    expect(spearman(reversed)).toBeCloseTo(-1, 10);
  });
  it("averages tied tier ranks", () => {
    expect(averageRanks([3, 0, 3, 1])).toEqual([2.5, 0, 2.5, 1]);
    // tiers (ranks 0, 1.5, 1.5) vs predicted 0,1,2 → r = 0.866…
    const items: LabelledScore[] = [
      { tier: "critical", score: 1 },
      { tier: "useful", score: 2 },
      { tier: "useful", score: 3 },
    ];
    expect(spearman(items)).toBeCloseTo(Math.sqrt(3) / 2, 10);
  });
  it("is 0 when every task has the same tier", () => {
    expect(
      spearman([
        { tier: "useful", score: 1 },
        { tier: "useful", score: 2 },
      ]),
    ).toBe(0);
  });
});

describe("contradictsInBottom30", () => {
  it("counts rank index ≥ floor(0.7 n)", () => {
    // n = 5 → cutoff 3: ranks 3 and 4 are the bottom
    expect(contradictsInBottom30(perfect)).toEqual({ total: 1, inBottom: 1 });
    expect(contradictsInBottom30(reversed)).toEqual({ total: 1, inBottom: 0 });
  });
});

describe("overallMetrics", () => {
  it("averages ndcg/spearman and pools contradicts", () => {
    const m = overallMetrics([caseMetrics(perfect), caseMetrics(reversed)]);
    expect(m.ndcg3).toBeCloseTo((1 + ndcgAt(reversed, 3)) / 2, 10);
    expect(m.spearman).toBeCloseTo(0, 10);
    expect(m.contradictsBottom30).toBe(0.5);
    expect(formatSummaryLine(m)).toMatch(
      /^ndcg@3=\d\.\d{3} ndcg@10=\d\.\d{3} spearman=-?\d\.\d{3} contradicts_bottom30=0\.500$/,
    );
  });
});
