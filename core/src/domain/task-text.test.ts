import { describe, expect, it } from "vitest";
import { isTaskEmpty, normalizeTitle } from "./task-text";

describe("isTaskEmpty", () => {
  it.each([
    ["", [], true],
    ["   \n\t", undefined, true],
    ["", ["https://img/1.png"], false],
    ["x", [], false],
  ] as const)("text %j with images %j → %s", (text, imageURLs, expected) => {
    expect(isTaskEmpty({ text, imageURLs })).toBe(expected);
  });

  it("keeps a thought that has only a title; a blank title is still nothing", () => {
    expect(isTaskEmpty({ text: "", title: "Dentist" })).toBe(false);
    expect(isTaskEmpty({ text: " ", title: "  " })).toBe(true);
    expect(isTaskEmpty({ text: "", title: null })).toBe(true);
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
