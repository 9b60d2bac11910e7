import { describe, expect, it } from "vitest";
import { delayDurationText, delayEndsAt, delayError, delayToMinutes } from "./delay";

describe("delayError (docs/behaviour/validation.md#delay-input limits)", () => {
  it.each([
    [0, "minutes", null],
    [59, "minutes", null],
    [60, "minutes", "Delay must be between 0 and 59 minutes"],
    [23, "hours", null],
    [24, "hours", "Delay must be between 0 and 23 hours"],
    [365, "days", null],
    [366, "days", "Delay must be between 0 and 365 days"],
    [-1, "minutes", "Delay must be between 0 and 59 minutes"],
    [1.5, "hours", "Delay must be between 0 and 23 hours"],
    [60, "fortnights", "Delay must be between 0 and 59 minutes"],
  ])("%s %s → %s", (amount, unit, expected) => {
    expect(delayError({ amount, unit })).toBe(expected);
  });
});

describe("delayToMinutes", () => {
  it.each([
    [0, "minutes", 0],
    [59, "minutes", 59],
    [60, "minutes", 59],
    [1, "hours", 60],
    [23, "hours", 1380],
    [24, "hours", 1380],
    [1, "days", 1440],
    [365, "days", 525_600],
    [366, "days", 525_600],
    [5, "weeks", 5],
    [-3, "minutes", 0],
  ])("%s %s → %s minutes", (amount, unit, expected) => {
    expect(delayToMinutes({ amount, unit })).toBe(expected);
  });
});

describe("delayEndsAt", () => {
  it("is now plus the delay", () => {
    const now = new Date("2025-01-31T23:30:00Z");
    expect(delayEndsAt(now, { amount: 1, unit: "hours" }).toISOString()).toBe(
      "2025-02-01T00:30:00.000Z",
    );
    expect(delayEndsAt(now, { amount: 0, unit: "minutes" }).getTime()).toBe(now.getTime());
  });

  it("stores an unknown unit as minutes", () => {
    expect(delayDurationText({ amount: 3, unit: "weeks" })).toBe("3 minutes");
  });
});
