import { describe, expect, it } from "vitest";
import { seededRandom, shuffled } from "./seeded-random";

describe("seeded random", () => {
  it("repeats for a seed and stays in [0, 1)", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(values[0]);
  });

  it("shuffles into a permutation without touching the input", () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(input, seededRandom(1));
    expect(input).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect([...out].sort((x, y) => x - y)).toEqual(input);
    expect(out).not.toEqual(input);
    expect(shuffled([], seededRandom(1))).toEqual([]);
    expect(shuffled([7], seededRandom(1))).toEqual([7]);
  });
});
