import { describe, expect, it } from "vitest";
import { scoreTasksBuiltin } from "./builtin/engine";
import {
  clampScore,
  emptyTaskScore,
  fitsGoal,
  labelTierForScore,
  tierForScore,
  tierLabel,
} from "./tiers";

describe("tierForScore", () => {
  it.each([
    [1, "critical"],
    [1000, "critical"],
    [1001, "important"],
    [3000, "important"],
    [3001, "useful"],
    [4000, "useful"],
    [4001, "useful"],
    [7000, "useful"],
    [7001, "obstacle"],
    [10000, "obstacle"],
    [0, "unscored"],
    [-5, "unscored"],
    [10001, "unscored"],
    [999999, "unscored"],
    [Number.NaN, "unscored"],
  ] as const)("%s → %s", (score, tier) => {
    expect(tierForScore(score)).toBe(tier);
  });
});

describe("labelTierForScore: Obstacle means works against the goal (issue #26)", () => {
  it("keeps the ordering tiers and reads 7001–8500 as Optional, above as Obstacle", () => {
    expect([1000, 3000, 7000, 7001, 8500, 8501, 10000, 999999].map(labelTierForScore)).toEqual([
      "critical",
      "important",
      "useful",
      "optional",
      "optional",
      "obstacle",
      "obstacle",
      "unscored",
    ]);
    expect(tierLabel("optional")).toBe("Optional");
  });

  it("labels an unrelated chore Optional and a thought against the goal Obstacle (built-in engine)", () => {
    const tasks = [
      { id: "chore", text: "Renew car insurance" },
      { id: "against", text: "Binge-watch the new season instead of working" },
    ];
    const [chore, against] = scoreTasksBuiltin(
      { id: "g", type: "main", text: "Get promoted to senior engineer this year" },
      tasks,
    );
    expect(tierForScore(chore?.score ?? 0)).toBe("obstacle"); // the docs/behaviour/states.md order is kept
    expect(labelTierForScore(chore?.score ?? 0)).toBe("optional");
    expect(labelTierForScore(against?.score ?? 0)).toBe("obstacle");
  });
});

describe("fitsGoal", () => {
  it.each([
    [1, true],
    [1000, true],
    [4000, true],
    [4001, false],
    [7001, false],
    [10000, false],
    [0, false],
    [10001, false],
    [999999, false],
  ] as const)("%s → %s", (score, fits) => {
    expect(fitsGoal(score)).toBe(fits);
  });
});

describe("tierLabel", () => {
  it.each([
    ["critical", "Critical Priority"],
    ["important", "Important"],
    ["useful", "Useful"],
    ["obstacle", "Obstacle"],
    ["unscored", "Unscored"],
    ["something-else", "Standard Priority"],
  ] as const)("%s → %s", (tier, label) => {
    expect(tierLabel(tier)).toBe(label);
  });
});

describe("clampScore", () => {
  it.each([
    [0, 1],
    [-20, 1],
    [1, 1],
    [1000.4, 1000],
    [1000.5, 1001],
    [10000, 10000],
    [10001, 10000],
    [999999, 10000],
    [Number.NaN, 10000],
    [Number.POSITIVE_INFINITY, 10000],
    [Number.NEGATIVE_INFINITY, 1],
  ] as const)("%s → %s", (n, clamped) => {
    expect(clampScore(n)).toBe(clamped);
  });
});

describe("emptyTaskScore", () => {
  it.each([
    ["", 9000],
    ["   \n\t ", 9000],
    [null, 9000],
    [undefined, 9000],
    ["buy milk", null],
    [" x ", null],
  ] as const)("%j → %s", (text, score) => {
    expect(emptyTaskScore(text)).toBe(score);
  });
});
