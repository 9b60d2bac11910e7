import { describe, expect, it } from "vitest";
import { editDistance, looksLikeJunk, stem, tokenize } from "./text";

describe("stem", () => {
  it.each([
    ["running", "run"],
    ["runs", "run"],
    ["studies", "study"],
    ["writing", "writ"],
    ["write", "writ"],
    ["booked", "book"],
    ["18k", "18k"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe("tokenize", () => {
  it("folds accents, keeps versions and splits clauses", () => {
    const tokens = tokenize("Ship v1.0 to español. Don't skip");
    expect(tokens.map((t) => t.raw)).toEqual(["ship", "v1.0", "to", "espanol", "dont", "skip"]);
    expect(tokens.at(-1)?.clause).toBeGreaterThan(tokens[0]?.clause ?? 0);
  });
});

describe("typos", () => {
  it("editDistance counts a transposition as one edit", () => {
    expect(editDistance("appointmnet", "appointment", 2)).toBe(1);
    expect(editDistance("calendar", "kayak", 1)).toBe(2);
  });
});

describe("looksLikeJunk", () => {
  it.each([
    ["asdfqwerzxcvhjkl", true],
    ["!!!", true],
    ["pick up dry cleaning", false],
    ["foam roller", false],
  ])("%s → %s", (text, junk) => {
    expect(looksLikeJunk(tokenize(text))).toBe(junk);
  });
});
