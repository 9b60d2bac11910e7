import { describe, expect, it } from "vitest";
import { stem } from "../../language/text";
import { builtinLexicon } from "./engine";
import { correctTypo } from "./matcher";

describe("typos", () => {
  it("maps a misspelt lexicon word back", () => {
    expect(correctTypo(builtinLexicon(), stem("calender"))).toBe(stem("calendar"));
    expect(correctTypo(builtinLexicon(), "zzzzzzz")).toBe("zzzzzzz");
  });
});
