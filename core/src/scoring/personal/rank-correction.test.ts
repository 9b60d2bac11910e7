import { describe, expect, it } from "vitest";
import { tierForScore } from "../tiers";
import { applyRankCorrection, moveOneTier, NOT_FOR_GOAL_SCORE } from "./rank-correction";

describe("moveOneTier up", () => {
  it.each([
    [5000, 2000], // half-way through useful → half-way through important
    [3001, 1001], // top of useful → top of important
    [7000, 3000], // bottom of useful → bottom of important
    [1001, 1], // top of important → top of critical
    [3000, 1000],
    [10000, 7000],
    [7001, 3001],
    [1000, 501], // critical has no tier above: half-way to 1
    [2, 2], // 1.5 rounds back to 2
    [1, 1],
  ])("%s → %s", (score, moved) => {
    expect(moveOneTier(score, -1)).toBe(moved);
  });
});

describe("moveOneTier down", () => {
  it.each([
    [2000, 4999], // 2000 sits just short of half-way through important
    [1, 1001],
    [1000, 3000],
    [3000, 7000],
    [7000, 10000],
    [7001, 8501], // obstacle has no tier below: half-way to 10000
    [10000, 10000],
  ])("%s → %s", (score, moved) => {
    expect(moveOneTier(score, 1)).toBe(moved);
  });
});

describe("moveOneTier keeps order", () => {
  // critical has no tier above (and obstacle none below), so order holds below and above them
  it("a lower score stays lower after the same move", () => {
    for (let a = 1001; a < 9950; a += 97) {
      const b = a + 50;
      expect(moveOneTier(a, -1)).toBeLessThanOrEqual(moveOneTier(b, -1));
    }
    for (let a = 1; a < 7000; a += 97) {
      const b = Math.min(7000, a + 50);
      expect(moveOneTier(a, 1)).toBeLessThanOrEqual(moveOneTier(b, 1));
    }
  });
  it("up always reaches a more urgent tier outside critical", () => {
    for (const score of [1001, 2500, 3001, 6999, 7001, 10000]) {
      const order = ["critical", "important", "useful", "obstacle"];
      expect(order.indexOf(tierForScore(moveOneTier(score, -1)))).toBe(
        order.indexOf(tierForScore(score)) - 1,
      );
    }
  });
});

describe("applyRankCorrection", () => {
  it.each([
    [5000, "up", 2000],
    [5000, "down", 8500],
    [2000, "not_for_goal", NOT_FOR_GOAL_SCORE],
    [9500, "not_for_goal", 9500], // an engine score already worse stays
    [10000, "not_for_goal", 10000],
  ] as const)("%s %s → %s", (score, kind, expected) => {
    expect(applyRankCorrection(score, kind)).toBe(expected);
  });
});
