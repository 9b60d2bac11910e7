import { describe, expect, it } from "vitest";
import { goalName } from "./goal-name";

describe("goalName", () => {
  it.each([
    ["short", "short"],
    ["a".repeat(100), "a".repeat(100)],
    ["a".repeat(101), "a".repeat(100)],
    ["😀".repeat(101), "😀".repeat(100)],
  ])("keeps the first 100 characters of %#", (description, expected) => {
    expect(goalName(description)).toBe(expected);
  });
});
