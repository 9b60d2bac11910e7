import { describe, expect, it } from "vitest";
import { buildContextPrompt } from "./context-prompt";
import { parseContextReply } from "./context-reply";
import { readDataBlock } from "./prompt-data";

const goal = { id: "g", type: "subtask" as const, text: "Ship the beta" };
const scored = (id: string, score: number) => ({ task: { id, text: `text ${id}` }, score });

describe("buildContextPrompt", () => {
  it("labels members t1..tN and anchors a1..aK; only members map to real ids", () => {
    const prompt = buildContextPrompt(
      goal,
      [scored("x", 100), scored("y", 200)],
      [scored("z", 9000)],
    );
    expect([...prompt.localIds]).toEqual([
      ["t1", "x"],
      ["t2", "y"],
    ]);
    const user = prompt.messages[1]?.content ?? "";
    expect(readDataBlock(user, "anchors_data")).toEqual([
      { id: "a1", score: 9000, text: "text z" },
    ]);
    expect(prompt.temperature).toBe(0.1);
    expect(prompt.maxTokens).toBe(200);
  });

  it("raises the token budget above 200 for big batches", () => {
    const members = Array.from({ length: 50 }, (_, i) => scored(`m${i}`, i));
    expect(buildContextPrompt(goal, members, []).maxTokens).toBe(420);
  });
});

describe("parseContextReply", () => {
  const ids = new Map([
    ["t1", "x"],
    ["t2", "y"],
    ["t3", "z"],
  ]);

  it("reads deltas, clamps to ±1500 and fills omitted members with 0", () => {
    const parsed = parseContextReply('{"deltas":{"t1":-200,"t2":99999}}', ids);
    expect(Object.fromEntries(parsed)).toEqual({ x: -200, y: 1500, z: 0 });
  });

  it("turns non-numeric deltas into 0 and accepts numeric strings", () => {
    const parsed = parseContextReply('{"deltas":{"t1":"lots","t2":"-300","t3":null}}', ids);
    expect(Object.fromEntries(parsed)).toEqual({ x: 0, y: -300, z: 0 });
  });

  it("ignores anchors and unknown ids", () => {
    const parsed = parseContextReply('{"deltas":{"a1":-900,"t7":5,"__proto__":1,"t3":-1501}}', ids);
    expect(Object.fromEntries(parsed)).toEqual({ x: 0, y: 0, z: -1500 });
  });

  it.each(["", "nonsense", "{", '{"deltas":[1,2,3]}', '{"other":{}}', "[]"])(
    "gives all zeros for malformed %j",
    (text) => {
      expect(Object.fromEntries(parseContextReply(text, ids))).toEqual({ x: 0, y: 0, z: 0 });
    },
  );

  it("tolerates a ```json fence", () => {
    expect(parseContextReply('```json\n{"deltas":{"t2":40}}\n```', ids).get("y")).toBe(40);
  });
});
