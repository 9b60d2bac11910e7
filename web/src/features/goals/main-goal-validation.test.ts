import { describe, expect, it } from "vitest";
import { canSubmitMainGoal, mainGoalError } from "./main-goal-validation";

describe("main goal validation", () => {
  it.each([
    ["", "Main goal cannot be empty"],
    ["   ", "Main goal cannot be empty"],
    ["123456789", "Main goal should be at least 10 characters long"],
    ["  123456789  ", "Main goal should be at least 10 characters long"],
    ["1234567890", null],
    ["x".repeat(500), null],
    ["x".repeat(501), "Main goal should be less than 500 characters"],
  ])("%j → %s", (text, expected) => {
    expect(mainGoalError(text)).toBe(expected);
  });

  it("disables submit while empty or saving", () => {
    expect(canSubmitMainGoal("", false)).toBe(false);
    expect(canSubmitMainGoal("  ", false)).toBe(false);
    expect(canSubmitMainGoal("short", false)).toBe(true);
    expect(canSubmitMainGoal("A long enough goal", true)).toBe(false);
  });
});
