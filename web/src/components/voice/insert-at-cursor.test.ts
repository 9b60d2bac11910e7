import { describe, expect, it } from "vitest";
import { insertAtCursor } from "./insert-at-cursor";

/** "|" marks the caret, "[...]" a selection. */
function at(marked: string) {
  const start = marked.includes("[") ? marked.indexOf("[") : marked.indexOf("|");
  const plain = marked.replace(/[|[\]]/g, "");
  const end = marked.includes("]") ? marked.indexOf("]") - 1 : start;
  return { plain, start, end };
}

const insert = (marked: string, words: string) => {
  const { plain, start, end } = at(marked);
  const { value, caret } = insertAtCursor(plain, start, end, words);
  return `${value.slice(0, caret)}|${value.slice(caret)}`;
};

describe("insertAtCursor", () => {
  it.each([
    ["|", "buy milk", "buy milk|"],
    ["Shopping: |", "buy milk", "Shopping: buy milk|"],
    ["Shopping:|", "buy milk", "Shopping: buy milk|"],
    ["Then |tomorrow", "call the bank", "Then call the bank |tomorrow"],
    ["Then|tomorrow", "call the bank", "Then call the bank |tomorrow"],
    ["Call |.", "the bank", "Call the bank|."],
    ["First line\n|", "second", "First line\nsecond|"],
    ["(|)", "maybe", "(maybe|)"],
    ["|already here", "Note", "Note |already here"],
  ])("%j + %j → %j", (marked, words, expected) => {
    expect(insert(marked, words)).toBe(expected);
  });

  it("replaces a selection", () => {
    expect(insert("buy [bread] today", "milk")).toBe("buy milk| today");
  });

  it("trims what the transcriber sends (OpenAI ends text answers with a newline)", () => {
    expect(insert("|", "  buy milk\n")).toBe("buy milk|");
  });

  it("changes nothing for empty words", () => {
    expect(insertAtCursor("keep me", 4, 4, "  ")).toEqual({ value: "keep me", caret: 4 });
  });

  it("treats a missing or out-of-range caret as the end", () => {
    expect(insertAtCursor("note", null, null, "more")).toEqual({ value: "note more", caret: 9 });
    expect(insertAtCursor("note", 99, 99, "more")).toEqual({ value: "note more", caret: 9 });
  });
});
