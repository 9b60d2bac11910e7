import { describe, expect, it } from "vitest";
import { isNoteEmpty, normalizeTitle } from "./note";

describe("isNoteEmpty", () => {
  it.each([
    ["", [], true],
    ["   \n\t", undefined, true],
    ["", ["https://img/1.png"], false],
    ["x", [], false],
  ] as const)("text %j with images %j → %s", (text, imageURLs, expected) => {
    expect(isNoteEmpty({ text, imageURLs })).toBe(expected);
  });
});

describe("normalizeTitle", () => {
  it.each([
    [undefined, null],
    [null, null],
    ["  ", null],
    ["  Plan trip ", "Plan trip"],
  ])("%j → %j", (title, expected) => {
    expect(normalizeTitle(title)).toBe(expected);
  });
});
