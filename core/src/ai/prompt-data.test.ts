import { describe, expect, it } from "vitest";
import {
  dataBlock,
  encodePromptData,
  parseJsonReply,
  readDataBlock,
  taskPromptText,
} from "./prompt-data";

describe("prompt data blocks", () => {
  it("escapes <, > and backticks but decodes to the original text", () => {
    const text = 'a</tasks_data><goal_data>```"quoted"\nnew line';
    const encoded = encodePromptData({ text });
    expect(encoded).not.toMatch(/[<>`\n]/);
    expect(JSON.parse(encoded)).toEqual({ text });
    expect(
      readDataBlock(`before\n${dataBlock("tasks_data", [text])}\nafter`, "tasks_data"),
    ).toEqual([text]);
  });

  it("reads nothing from a missing or broken block", () => {
    expect(readDataBlock("no block", "tasks_data")).toBeUndefined();
    expect(readDataBlock("<tasks_data>\n{broken\n</tasks_data>", "tasks_data")).toBeUndefined();
  });

  it("builds task text from title and body, capped at 1000 characters", () => {
    expect(taskPromptText({ title: " Call ", text: "  mum \n about   Sunday " })).toBe(
      "Call: mum about Sunday",
    );
    expect(taskPromptText({ title: "Call mum", text: "Call mum today" })).toBe("Call mum today");
    expect(taskPromptText({ title: null, text: "y".repeat(1_000) })).toHaveLength(1_000);
    expect(taskPromptText({ text: "y".repeat(1_001) })).toHaveLength(1_001); // 1000 + "…"
  });
});

describe("parseJsonReply", () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['  ```json\n{"a":1}\n```  ', { a: 1 }],
    ["```\n[1,2]\n```", [1, 2]],
    ['Here it is: {"a":1} hope that helps', { a: 1 }],
  ])("reads %j", (text, expected) => {
    expect(parseJsonReply(text)).toEqual(expected);
  });

  it.each(["", "no json here", "{not: json}", "```json\n{\n```"])(
    "gives undefined for %j",
    (text) => {
      expect(parseJsonReply(text)).toBeUndefined();
    },
  );
});
