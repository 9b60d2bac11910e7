import { describe, expect, it } from "vitest";
import { queryWords, searchByKeywords, searchByMeaning } from "./meaning-search";

const notes = [
  { text: "Buy running shoes" },
  { text: "Pay the electricity bill" },
  { text: "Book flights to Lisbon" },
  { text: "Pick up milk and eggs" },
  { text: "Call the mechanic about the car" },
  { text: "Dentist appointment on Friday" },
];

describe("searchByMeaning", () => {
  it.each([
    ["footwear", [0]],
    ["travel", [2]],
    ["food", [3]],
    ["dentist", [5]],
    ["dent", [5]],
    ["Lisbon", [2]],
    ["electricity", [1]],
  ])("%s finds %j", (query, expected) => {
    expect(searchByMeaning(query, notes)).toEqual(expected);
  });

  it("finds a concept even when no word is shared, and keeps unrelated notes out", () => {
    const found = searchByMeaning("footwear", notes);
    expect(found).toContain(0);
    expect(found).not.toContain(3);
    expect(found).not.toContain(1);
  });

  it("ranks a note that shares the word above one that shares only a concept", () => {
    const list = [{ text: "Order new socks" }, { text: "Clean my shoes" }];
    expect(searchByMeaning("shoes", list)).toEqual([1, 0]);
  });

  it("ignores an empty or stop-word-only query gracefully", () => {
    expect(searchByMeaning("   ", notes)).toEqual([]);
    expect(queryWords("find my notes about the car").map((t) => t.raw)).toEqual(["car"]);
  });

  it("returns at most 10 results", () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ text: `Shoes shopping ${i}` }));
    expect(searchByMeaning("shoes", many)).toHaveLength(10);
  });

  it("is accent- and case-insensitive", () => {
    expect(searchByMeaning("CAFÉ", [{ text: "Meet Ana at the cafe" }])).toEqual([0]);
  });
});

describe("searchByKeywords", () => {
  it("matches query words only, in list order", () => {
    expect(searchByKeywords("the car bill", notes)).toEqual([1, 4]);
    expect(searchByKeywords("footwear", notes)).toEqual([]);
    expect(searchByKeywords("", notes)).toEqual([]);
  });
});

describe("settings search by meaning", () => {
  it.each([
    ["make the list shorter", "display"],
    ["fewer things on screen", "display"],
    ["postpone", "delay"],
    ["backup", "export"],
    ["snooze for longer", "delay"],
    ["download my data", "export"],
    ["change my password", "account"],
    ["pictures on cards", "visual"],
    ["reminders on my phone", "notifications"],
  ])("%s finds %s first", async (query, id) => {
    const { SETTINGS_CATALOGUE, settingSearchText } = await import("./settings-catalogue");
    const texts = SETTINGS_CATALOGUE.map((s) => settingSearchText(s));
    const found = searchByMeaning(query, texts, { match: "any" });
    expect(SETTINGS_CATALOGUE[found[0] ?? -1]?.id).toBe(id);
  });

  it("keeps to the settings a question is about, not every one it brushes past", async () => {
    const { SETTINGS_CATALOGUE, settingSearchText } = await import("./settings-catalogue");
    const texts = SETTINGS_CATALOGUE.map((s) => settingSearchText(s));
    for (const query of ["fewer things on screen", "change my password", "rewrite my notes"]) {
      expect(searchByMeaning(query, texts, { match: "any" })).toHaveLength(1);
    }
  });
});
