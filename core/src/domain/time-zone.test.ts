import { describe, expect, it } from "vitest";
import { parseTimeZone, timeZoneLabel } from "./time-zone";

describe("parseTimeZone", () => {
  it.each([
    [undefined, { kind: "zone", name: "UTC" }],
    ["", { kind: "zone", name: "UTC" }],
    ["Z", { kind: "zone", name: "UTC" }],
    ["UTC", { kind: "zone", name: "UTC" }],
    ["Europe/Berlin", { kind: "zone", name: "Europe/Berlin" }],
    ["America/Argentina/Buenos_Aires", { kind: "zone", name: "America/Argentina/Buenos_Aires" }],
    ["+02:00", { kind: "offset", minutes: 120 }],
    ["-0530", { kind: "offset", minutes: -330 }],
    ["+14:00", { kind: "offset", minutes: 840 }],
    ["-12:00", { kind: "offset", minutes: -720 }],
    ["+00:00", { kind: "offset", minutes: 0 }],
  ])("%s is read", (value, expected) => {
    expect(parseTimeZone(value)).toEqual(expected);
  });

  it.each([
    "+14:01",
    "-12:01",
    "+25:00",
    "+02:60",
    "Mars/Olympus_Mons",
    "Europe/Berlin'; drop table user_tasks; --",
    "../etc/passwd",
    "a".repeat(65),
    "2",
  ])("%s is refused", (value) => {
    expect(parseTimeZone(value)).toBeNull();
  });
});

describe("timeZoneLabel", () => {
  it("names a zone and spells an offset", () => {
    expect(timeZoneLabel({ kind: "zone", name: "Asia/Tokyo" })).toBe("Asia/Tokyo");
    expect(timeZoneLabel({ kind: "offset", minutes: -330 })).toBe("-05:30");
    expect(timeZoneLabel({ kind: "offset", minutes: 60 })).toBe("+01:00");
  });
});
