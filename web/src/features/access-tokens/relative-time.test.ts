import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

describe("relativeTime", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");
  it("reads minutes, hours and days", () => {
    expect(relativeTime("2026-03-10T11:59:40Z", now)).toBe("just now");
    expect(relativeTime("2026-03-10T11:59:00Z", now)).toBe("1 minute ago");
    expect(relativeTime("2026-03-10T11:15:00Z", now)).toBe("45 minutes ago");
    expect(relativeTime("2026-03-10T09:00:00Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-03-08T12:00:00Z", now)).toBe("2 days ago");
  });
  it("a clock-skewed future time is just now", () => {
    expect(relativeTime("2026-03-10T12:05:00Z", now)).toBe("just now");
  });
});
