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

describe("nextOccurrence in the person's time zone", () => {
  it.each([
    [
      "Monday 09:00 in Berlin (winter, UTC+1) is 08:00Z",
      { time: "09:00", daysOfWeek: ["monday"], timeZone: "Europe/Berlin" },
      "2025-03-09T12:00:00Z",
      "2025-03-10T08:00:00.000Z",
    ],
    [
      "Monday 09:00 in Berlin (summer, UTC+2) is 07:00Z",
      { time: "09:00", daysOfWeek: ["monday"], timeZone: "Europe/Berlin" },
      "2025-06-08T12:00:00Z",
      "2025-06-09T07:00:00.000Z",
    ],
    [
      "the weekday is the person's: Sunday 23:30 in New York is already Monday in UTC",
      { time: "08:00", daysOfWeek: ["monday"], timeZone: "America/New_York" },
      "2025-03-17T03:30:00Z",
      "2025-03-17T12:00:00.000Z",
    ],
    [
      "Tokyo: Monday 09:00 is Monday 00:00Z; after it, the next Monday",
      { time: "09:00", daysOfWeek: ["monday"], timeZone: "Asia/Tokyo" },
      "2025-03-10T00:00:00Z",
      "2025-03-17T00:00:00.000Z",
    ],
    [
      "across the spring change in Berlin the wall time stays 09:00",
      { time: "09:00", daysOfWeek: ["monday"], timeZone: "Europe/Berlin" },
      "2025-03-25T12:00:00Z",
      "2025-03-31T07:00:00.000Z",
    ],
    [
      "a time inside the skipped hour is read after the jump",
      { time: "02:30", daysOfWeek: ["sunday"], timeZone: "Europe/Berlin" },
      "2025-03-29T12:00:00Z",
      "2025-03-30T01:30:00.000Z",
    ],
  ] as const)("%s", (_name, recurrence, now, expected) => {
    const r = { ...recurrence, daysOfWeek: [...recurrence.daysOfWeek] };
    expect(nextOccurrence(r, new Date(now)).toISOString()).toBe(expected);
  });
});
