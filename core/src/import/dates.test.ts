import { describe, expect, it } from "vitest";
import { parseClock, parseDate, recurrenceFromRrule, recurrenceFromWords } from "./dates";

describe("parseDate", () => {
  it.each([
    ["2026-12-01", "2026-12-01T00:00:00.000Z"],
    ["2026-11-20T09:00:00+0000", "2026-11-20T09:00:00.000Z"],
    ["2026-11-20T09:00:00+0100", "2026-11-20T08:00:00.000Z"],
    ["tomorrow", null],
    ["", null],
    ["99999-01-01", null],
  ])("%s → %s", (input, expected) => expect(parseDate(input)).toBe(expected));
});

describe("parseClock", () => {
  it.each([
    ["9am", "09:00"],
    ["9:30 pm", "21:30"],
    ["12am", "00:00"],
    ["18:00", "18:00"],
    ["25:00", null],
    ["13pm", null],
  ])("%s → %s", (input, expected) => expect(parseClock(input)).toBe(expected));
});

describe("Todoist repeats in words", () => {
  it.each([
    ["every monday", { time: "09:00", daysOfWeek: ["monday"] }],
    ["every mon, wed at 9am", { time: "09:00", daysOfWeek: ["monday", "wednesday"] }],
    ["every thu and mon at 7am", { time: "07:00", daysOfWeek: ["monday", "thursday"] }],
    [
      "every weekday at 18:00",
      { time: "18:00", daysOfWeek: ["monday", "tuesday", "wednesday", "thursday", "friday"] },
    ],
    [
      "every day",
      {
        time: "09:00",
        daysOfWeek: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
      },
    ],
    ["every other week", null],
    ["every 3 days", null],
    ["tomorrow", null],
  ])("%s", (input, expected) => expect(recurrenceFromWords(input)).toEqual(expected));
});

describe("RRULE repeats (TickTick)", () => {
  it.each([
    [
      "RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE",
      "2026-11-02T07:30:00.000Z",
      "Europe/London",
      { time: "07:30", daysOfWeek: ["monday", "wednesday"], timeZone: "Europe/London" },
    ],
    [
      "FREQ=DAILY",
      null,
      null,
      {
        time: "09:00",
        daysOfWeek: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
      },
    ],
    [
      "RRULE:FREQ=WEEKLY",
      "2026-11-04T12:00:00.000Z",
      "UTC",
      { time: "12:00", daysOfWeek: ["wednesday"], timeZone: "UTC" },
    ],
    ["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", null, null, null],
    ["RRULE:FREQ=MONTHLY;BYMONTHDAY=1", null, null, null],
    ["RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=5", null, null, null],
    ["RRULE:FREQ=WEEKLY;BYDAY=1MO", null, null, null],
  ])("%s", (rule, start, zone, expected) =>
    expect(recurrenceFromRrule(rule, start, zone)).toEqual(expected),
  );
});
