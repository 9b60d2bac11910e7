import { describe, expect, it } from "vitest";
import {
  applyContextDelta,
  clampDelta,
  evenlySpread,
  planContextBatches,
  trimmedMean,
} from "./context-adjustment";

function coverage(n: number) {
  const seen = new Set<number>();
  for (const b of planContextBatches(n)) for (const m of b.members) seen.add(m);
  return seen.size;
}

describe("planContextBatches", () => {
  it("returns nothing for 0 tasks and one anchorless batch up to 60", () => {
    expect(planContextBatches(0)).toEqual([]);
    expect(planContextBatches(1)).toEqual([{ members: [0], anchors: [] }]);
    const sixty = planContextBatches(60);
    expect(sixty).toHaveLength(1);
    expect(sixty[0]?.members).toHaveLength(60);
    expect(sixty[0]?.anchors).toEqual([]);
  });

  it("61 tasks: windows of 50 overlapping by 10, 15 anchors outside each window", () => {
    const plan = planContextBatches(61);
    expect(plan.map((b) => [b.members[0], b.members.at(-1)])).toEqual([
      [0, 49],
      [40, 60],
    ]);
    expect(plan[0]?.anchors).toHaveLength(11); // only 11 tasks lie outside the first window
    expect(plan[1]?.anchors).toHaveLength(15);
    for (const b of plan) expect(b.anchors.some((a) => b.members.includes(a))).toBe(false);
    expect(coverage(61)).toBe(61);
  });

  it("200 tasks: 5 windows, 15 anchors each", () => {
    const plan = planContextBatches(200);
    expect(plan.map((b) => b.members[0])).toEqual([0, 40, 80, 120, 160]);
    expect(plan.map((b) => b.members.length)).toEqual([50, 50, 50, 50, 40]);
    expect(plan.at(-1)?.members.at(-1)).toBe(199);
    expect(plan.every((b) => b.anchors.length === 15)).toBe(true);
    expect(coverage(200)).toBe(200);
  });

  it("201 tasks: 20 anchors, the last window is short and ends at n", () => {
    const plan = planContextBatches(201);
    expect(plan.map((b) => b.members.length)).toEqual([50, 50, 50, 50, 41]);
    expect(plan.every((b) => b.anchors.length === 20)).toBe(true);
    expect(coverage(201)).toBe(201);
  });

  it("consecutive windows share exactly 10 tasks", () => {
    const plan = planContextBatches(1000);
    for (let i = 1; i < plan.length; i++) {
      const prev = new Set(plan[i - 1]?.members);
      expect(plan[i]?.members.filter((m) => prev.has(m))).toHaveLength(10);
    }
    expect(coverage(1000)).toBe(1000);
  });
});

describe("evenlySpread", () => {
  it("takes all when there are few, else spreads over the range", () => {
    expect(evenlySpread([1, 2], 5)).toEqual([1, 2]);
    expect(
      evenlySpread(
        Array.from({ length: 100 }, (_, i) => i),
        4,
      ),
    ).toEqual([12, 37, 62, 87]);
  });
});

describe("trimmedMean", () => {
  it("is 0 for no values and the plain mean below 10 values", () => {
    expect(trimmedMean([])).toBe(0);
    expect(trimmedMean([100, -100, 300])).toBe(100);
  });

  it("drops floor(10%) from each end from 10 values on", () => {
    expect(trimmedMean([1000, 0, 0, 0, 0, 0, 0, 0, 0, -1000])).toBe(0);
    expect(trimmedMean([5000, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10])).toBe(10);
  });
});

describe("clampDelta / applyContextDelta", () => {
  it.each([
    [1500, 1500],
    [1501, 1500],
    [-1501, -1500],
    [12.6, 13],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("clampDelta(%d) = %d", (input, expected) => {
    expect(clampDelta(input)).toBe(expected);
  });

  it("clamps the adjusted score to 1–10000", () => {
    expect(applyContextDelta(500, [-1500])).toBe(1);
    expect(applyContextDelta(9800, [1500])).toBe(10000);
    expect(applyContextDelta(5000, [])).toBe(5000);
    expect(applyContextDelta(5000, [200, 400])).toBe(5300);
  });
});
