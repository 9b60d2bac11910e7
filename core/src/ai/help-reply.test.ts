import { describe, expect, it } from "vitest";
import { parseHelpReply } from "./help-reply";

const known = new Set(["delay", "goals", "export", "voice"]);

describe("parseHelpReply", () => {
  it("returns topics for a JSON array of up to 3 known ids", () => {
    expect(parseHelpReply('["delay","goals"]', known)).toEqual({
      kind: "topics",
      ids: ["delay", "goals"],
    });
    expect(parseHelpReply('```json\n["export","voice","goals"]\n```', known)).toEqual({
      kind: "topics",
      ids: ["export", "voice", "goals"],
    });
    expect(parseHelpReply('["delay","delay"]', known)).toEqual({ kind: "topics", ids: ["delay"] });
  });

  it.each([
    ["four ids", '["delay","goals","export","voice"]'],
    ["an unknown id", '["delay","billing"]'],
    ["an empty array", "[]"],
    ["numbers", "[1,2]"],
    ["an object", '{"ids":["delay"]}'],
    ["prose", "Try the Settings panel."],
  ])("shows %s as text", (_name, reply) => {
    expect(parseHelpReply(`  ${reply} `, known)).toEqual({ kind: "text", text: reply });
  });
});
