import { describe, expect, it } from "vitest";
import { DEFAULT_RECURRENCE, nextOccurrence } from "./recurrence";

// 2025-03-10 is a monday.
describe("nextOccurrence", () => {
  it.each([
    [
      "default, monday before 09:00 → same day",
      DEFAULT_RECURRENCE,
      "2025-03-10T08:59:00Z",
      "2025-03-10T09:00:00.000Z",
    ],
    [
      "default, monday exactly 09:00 → next week (strictly later)",
      DEFAULT_RECURRENCE,
      "2025-03-10T09:00:00Z",
      "2025-03-17T09:00:00.000Z",
    ],
    [
      "default, sunday evening → across the week boundary",
      DEFAULT_RECURRENCE,
      "2025-03-16T22:00:00Z",
      "2025-03-17T09:00:00.000Z",
    ],
    [
      "several days → the first one that comes",
      { time: "18:30", daysOfWeek: ["friday", "tuesday"] },
      "2025-03-12T10:00:00Z",
      "2025-03-14T18:30:00.000Z",
    ],
    [
      "across a month boundary",
      { time: "07:00", daysOfWeek: ["saturday"] },
      "2025-03-30T12:00:00Z",
      "2025-04-05T07:00:00.000Z",
    ],
    [
      "no day listed → tomorrow at that time (14-day fallback)",
      { time: "09:00", daysOfWeek: [] },
      "2025-03-10T12:00:00Z",
      "2025-03-11T09:00:00.000Z",
    ],
  ] as const)("%s", (_name, recurrence, now, expected) => {
    const r = { time: recurrence.time, daysOfWeek: [...recurrence.daysOfWeek] };
    expect(nextOccurrence(r, new Date(now)).toISOString()).toBe(expected);
  });
});
