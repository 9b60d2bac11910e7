import { describe, expect, it } from "vitest";
import { cardText, cardTitle } from "./card-text";

describe("cardTitle", () => {
  it("keeps short titles as they are", () => {
    expect(cardTitle("Call the bank")).toBe("Call the bank");
  });
  it("keeps at most 3 words", () => {
    expect(cardTitle("Plan the product launch party")).toBe("Plan the product…");
  });
  it("keeps at most 40 characters including the ellipsis", () => {
    const result = cardTitle("Supercalifragilisticexpialidocious antidisestablishmentarianism");
    expect(result.length).toBeLessThanOrEqual(40);
    expect(result.endsWith("…")).toBe(true);
  });
  it("accepts exactly 40 characters without cutting", () => {
    const forty = `${"a".repeat(19)} ${"b".repeat(20)}`;
    expect(cardTitle(forty)).toBe(forty);
  });
  it("collapses whitespace and returns empty for blank input", () => {
    expect(cardTitle("  Buy \n milk ")).toBe("Buy milk");
    expect(cardTitle("   ")).toBe("");
  });
});

describe("cardText", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(" ");
  it("keeps 30 words untouched", () => {
    expect(cardText(words(30))).toBe(words(30));
  });
  it("cuts the 31st word and marks the cut", () => {
    expect(cardText(words(31))).toBe(`${words(30)}…`);
  });
  it("keeps line breaks, counting words across lines (issue #26)", () => {
    expect(cardText("Shopping:\n  milk   eggs\n\n\n\nbread ")).toBe(
      "Shopping:\nmilk eggs\n\nbread",
    );
    expect(cardText(`${words(29)}\nlast one here`)).toBe(`${words(29)}\nlast…`);
    expect(cardText(`${words(30)}\nmore`)).toBe(`${words(30)}…`);
  });
});
