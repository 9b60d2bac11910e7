import { describe, expect, it } from "vitest";
import {
  canCreateItem,
  freeMonthlyLimit,
  isSubscriptionActive,
  itemLimit,
  remainingText,
  startOfMonth,
} from "./limits";

describe("canCreateItem", () => {
  it.each([
    ["guest", 4, true],
    ["guest", 5, false],
    ["guest", 6, false],
    ["free", 24, true],
    ["free", 25, false],
    ["free", 26, false],
    ["pro", 10_000, true],
  ] as const)("%s with %s used → %s", (plan, used, expected) => {
    expect(canCreateItem(plan, used, 25)).toBe(expected);
  });

  it("limits are 5 (guest), 25 (free), unlimited (pro)", () => {
    expect([itemLimit("guest", 25), itemLimit("free", 25), itemLimit("pro", 25)]).toEqual([
      5,
      25,
      null,
    ]);
  });

  it("a free plan without a monthly limit creates without end; guests keep their 5", () => {
    expect(canCreateItem("free", 10_000, null)).toBe(true);
    expect(canCreateItem("guest", 5, null)).toBe(false);
  });
});

describe("freeMonthlyLimit (FREE_ITEMS_PER_MONTH)", () => {
  it("defaults to 25 with billing and to none without", () => {
    expect(freeMonthlyLimit(undefined, true)).toBe(25);
    expect(freeMonthlyLimit(undefined, false)).toBeNull();
  });

  it("takes the operator's number either way; 0 means none", () => {
    expect(freeMonthlyLimit(40, true)).toBe(40);
    expect(freeMonthlyLimit(12, false)).toBe(12);
    expect(freeMonthlyLimit(0, true)).toBeNull();
  });
});

describe("remainingText", () => {
  it.each([
    ["free", 0, "25 tasks remaining this month"],
    ["free", 11, "14 tasks remaining this month"],
    ["free", 24, "1 task remaining this month"],
    ["free", 25, "0 tasks remaining this month"],
    ["free", 30, "0 tasks remaining this month"],
    ["pro", 40, "Unlimited tasks remaining this month"],
    ["guest", 1, null],
  ] as const)("%s with %s used of 25 → %s (the limit minus usage)", (plan, used, expected) => {
    expect(remainingText(plan, used, 25)).toBe(expected);
  });

  it("a free plan on a server without a monthly limit has no count to run out", () => {
    expect(remainingText("free", 11, null)).toBe("Unlimited tasks remaining this month");
  });
});

describe("isSubscriptionActive", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  const seconds = now.getTime() / 1000;
  it.each([
    [{ status: "active", currentPeriodEnd: seconds + 1 }, true],
    [{ status: "active", currentPeriodEnd: seconds }, false],
    [{ status: "trialing", currentPeriodEnd: seconds + 1 }, true],
    [{ status: "trialing", currentPeriodEnd: seconds }, false],
    [{ status: "past_due", currentPeriodEnd: seconds + 100 }, false],
    [{ status: "incomplete", currentPeriodEnd: seconds + 100 }, false],
    [{ status: "canceled", currentPeriodEnd: seconds + 100 }, false],
    [null, false],
  ])("%j → %s", (record, expected) => {
    expect(isSubscriptionActive(record, now)).toBe(expected);
  });
});

describe("startOfMonth", () => {
  it("is the first instant of the UTC calendar month", () => {
    expect(startOfMonth(new Date("2025-03-31T23:59:59Z")).toISOString()).toBe(
      "2025-03-01T00:00:00.000Z",
    );
  });
});
