import { describe, expect, it } from "vitest";
import { cellMessages, cleanCell } from "./cells";

describe("cleanCell", () => {
  it.each([
    ["plain words", "plain words", [], undefined],
    ['=HYPERLINK("http://x","y")', '=HYPERLINK("http://x","y")', [cellMessages.formula], undefined],
    ["@SUM(A1:A3)", "@SUM(A1:A3)", [cellMessages.formula], undefined],
    ["- a bullet, not a formula", "- a bullet, not a formula", [], undefined],
    [
      "<p>Buy <b>milk</b> &amp; bread</p><script>alert(1)</script>",
      "Buy milk & bread",
      [cellMessages.html],
      undefined,
    ],
    ["a\u0000b", "", [], cellMessages.nul],
    ["line one\r\nline two\u0007", "line one\nline two", [], undefined],
  ])("%j", (input, value, notes, error) => {
    expect(cleanCell(input)).toEqual({ value, notes, ...(error ? { error } : {}) });
  });
});
