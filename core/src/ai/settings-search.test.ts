import { describe, expect, it } from "vitest";
import { buildSettingsSearchPrompt, parseSettingsSearchReply } from "./settings-search";
import { readDataBlock } from "./prompt-data";

const known = new Set(["display", "delay", "account"]);

describe("parseSettingsSearchReply", () => {
  it.each([
    ['["display"]', ["display"]],
    ['```json\n["delay", "display"]\n```', ["delay", "display"]],
    ['Sure: ["display", "nope", 3, "display"]', ["display"]],
    ["[]", []],
  ])("%s → %j", (reply, ids) => {
    expect(parseSettingsSearchReply(reply, known)).toEqual(ids);
  });

  it("is null for anything that is not an array", () => {
    expect(parseSettingsSearchReply('{"ids": ["display"]}', known)).toBeNull();
    expect(parseSettingsSearchReply("display", known)).toBeNull();
  });
});

describe("buildSettingsSearchPrompt", () => {
  it("sends the question and the settings as data at the docs/behaviour/calls.md#ai-uses settings", () => {
    const prompt = buildSettingsSearchPrompt("make the list shorter", [
      { id: "display", title: "Display mode", description: "Top three or all" },
    ]);
    expect([prompt.temperature, prompt.maxTokens]).toEqual([0.2, 100]);
    const user = prompt.messages[1]?.content ?? "";
    expect(readDataBlock(user, "query_data")).toBe("make the list shorter");
    expect(readDataBlock(user, "settings_data")).toEqual([
      { id: "display", title: "Display mode", description: "Top three or all" },
    ]);
  });
});
