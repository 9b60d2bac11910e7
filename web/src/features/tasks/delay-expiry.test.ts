import { describe, expect, it } from "vitest";
import { hasExpiredDelay, msUntilNextDelayEnd } from "./delay-expiry";

const now = Date.parse("2026-11-21T10:00:00Z");
const delayed = (iso: string) => ({ status: "delayed" as const, delayEndsAt: iso });

describe("delay expiry", () => {
  it("sees a delay that ended exactly now as expired, one a millisecond later as not", () => {
    expect(hasExpiredDelay([delayed("2026-11-21T10:00:00.000Z")], now)).toBe(true);
    expect(hasExpiredDelay([delayed("2026-11-21T10:00:00.001Z")], now)).toBe(false);
    expect(hasExpiredDelay([{ status: "pending", delayEndsAt: null }], now)).toBe(false);
  });

  it("finds the earliest upcoming delay end", () => {
    expect(
      msUntilNextDelayEnd([delayed("2026-11-21T10:05:00Z"), delayed("2026-11-21T10:01:00Z")], now),
    ).toBe(60_000);
    expect(msUntilNextDelayEnd([delayed("2026-11-21T09:00:00Z")], now)).toBe(0);
    expect(msUntilNextDelayEnd([{ status: "skipped", delayEndsAt: null }], now)).toBeNull();
  });
});
