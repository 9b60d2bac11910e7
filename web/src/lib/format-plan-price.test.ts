import { describe, expect, it } from "vitest";
import { formatPlanPrice } from "./format-plan-price";

const monthly = { amount: 1400, currency: "eur", interval: "month", intervalCount: 1 } as const;

describe("formatPlanPrice", () => {
  it.each([
    [monthly, "en-US", "€14.00 a month"],
    [
      { ...monthly, currency: "usd", amount: 12000, interval: "year" } as const,
      "en-US",
      "$120.00 a year",
    ],
    [{ ...monthly, intervalCount: 3, amount: 3000 }, "en-US", "€30.00 every 3 months"],
    // zero-decimal currencies are not divided by 100
    [{ ...monthly, currency: "jpy", amount: 1400 }, "en-US", "¥1,400 a month"],
    [monthly, "de-DE", "14,00\u00a0€ a month"],
  ])("%o in %s reads %s", (price, locale, text) => {
    expect(formatPlanPrice(price, locale)).toBe(text);
  });
});
