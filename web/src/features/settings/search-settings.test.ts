import { describe, expect, it } from "vitest";
import { searchResultText, searchSettings } from "./search-settings";

const sections = [
  { id: "display", title: "Display mode", keywords: ["focused", "relaxed", "top 3"] },
  { id: "delay", title: "Delay duration", keywords: ["snooze", "minutes", "hours"] },
  { id: "account", title: "Account", keywords: ["email", "sign out", "password"] },
];

describe("searchSettings", () => {
  it("returns null for an empty query", () => {
    expect(searchSettings(sections, "  ")).toBeNull();
  });
  it("matches word prefixes in titles and keywords, any case", () => {
    expect(searchSettings(sections, "SNOO")?.map((s) => s.id)).toEqual(["delay"]);
    expect(searchSettings(sections, "how do I sign out")?.map((s) => s.id)).toEqual(["account"]);
    expect(searchSettings(sections, "mode")?.map((s) => s.id)).toEqual(["display"]);
  });
  it("finds nothing for unrelated words or only one-letter words", () => {
    expect(searchSettings(sections, "banana")).toEqual([]);
    expect(searchSettings(sections, "a")).toEqual([]);
  });
  it("words the result line as the spec does", () => {
    expect(searchResultText(0)).toBe("No settings found for your query");
    expect(searchResultText(1)).toBe("Found 1 relevant setting(s)");
    expect(searchResultText(3)).toBe("Found 3 relevant setting(s)");
  });
});
