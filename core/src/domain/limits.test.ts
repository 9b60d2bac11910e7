import { describe, expect, it } from "vitest";
import {
  canCreateItem,
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
    expect(canCreateItem(plan, used)).toBe(expected);
  });

  it("limits are 5 (guest), 25 (free), unlimited (pro)", () => {
    expect([itemLimit("guest"), itemLimit("free"), itemLimit("pro")]).toEqual([5, 25, null]);
  });
});

describe("remainingText", () => {
  it.each([
    ["free", 0, "10 tasks remaining this month"],
    ["free", 9, "1 task remaining this month"],
    ["free", 10, "0 tasks remaining this month"],
    ["free", 12, "0 tasks remaining this month"],
    ["pro", 40, "Unlimited tasks remaining this month"],
    ["guest", 1, null],
  ] as const)("%s with %s used → %s", (plan, used, expected) => {
    expect(remainingText(plan, used)).toBe(expected);
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
