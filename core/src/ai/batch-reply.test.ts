import { describe, expect, it } from "vitest";
import { parseBatchReply, REASONING_MAX } from "./batch-reply";

const ids = new Map([
  ["t1", "task-a"],
  ["t2", "task-b"],
  ["t3", "task-c"],
]);

function reply(scores: unknown[]): string {
  return JSON.stringify({ scores });
}

describe("parseBatchReply", () => {
  it("maps local ids back to real ids", () => {
    const parsed = parseBatchReply(
      reply([
        { id: "t1", score: 1234, reasoning: "on the path" },
        { id: "t2", score: 10000, reasoning: "works against it" },
      ]),
      ids,
    );
    expect(parsed.get("task-a")).toEqual({ score: 1234, reasoning: "on the path" });
    expect(parsed.get("task-b")?.score).toBe(10000);
    expect(parsed.has("task-c")).toBe(false);
  });

  it("tolerates a ```json fence and a preamble", () => {
    const fenced =
      "Here you go:\n```json\n" + reply([{ id: "t1", score: 5, reasoning: "" }]) + "\n```";
    expect(parseBatchReply(fenced, ids).get("task-a")?.score).toBe(5);
    const preamble = "Sure! " + reply([{ id: "t2", score: 6 }]);
    expect(parseBatchReply(preamble, ids).get("task-b")).toEqual({ score: 6, reasoning: "" });
  });

  it.each([
    ["0", 0],
    ["10001", 10001],
    ["decimal", 1234.5],
    ["negative", -3],
    ["string", "1234"],
    ["null", null],
  ])("leaves a %s score unscored", (_name, score) => {
    expect(parseBatchReply(reply([{ id: "t1", score }]), ids).size).toBe(0);
  });

  it("accepts the boundaries 1 and 10000", () => {
    const parsed = parseBatchReply(
      reply([
        { id: "t1", score: 1 },
        { id: "t2", score: 10000 },
      ]),
      ids,
    );
    expect([parsed.get("task-a")?.score, parsed.get("task-b")?.score]).toEqual([1, 10000]);
  });

  it("ignores unknown ids, real ids and duplicates (first valid wins)", () => {
    const parsed = parseBatchReply(
      reply([
        { id: "t9", score: 1 },
        { id: "task-a", score: 1 },
        { id: "t1", score: 700 },
        { id: "t1", score: 1 },
      ]),
      ids,
    );
    expect([...parsed.entries()]).toEqual([["task-a", { score: 700, reasoning: "" }]]);
  });

  it("keeps valid items when others are invalid", () => {
    const parsed = parseBatchReply(
      reply([{ id: "t1", score: "x" }, "junk", { id: "t3", score: 3000 }]),
      ids,
    );
    expect([...parsed.keys()]).toEqual(["task-c"]);
  });

  it.each(["", "not json", "{", "[]", '{"scores":"none"}', '{"result":[]}', "null"])(
    "returns nothing for a malformed reply %j",
    (text) => {
      expect(parseBatchReply(text, ids).size).toBe(0);
    },
  );

  it("trims reasoning to one line of at most 160 characters", () => {
    const long = "word ".repeat(100);
    const parsed = parseBatchReply(
      reply([{ id: "t1", score: 2, reasoning: `a\n\n b ${long}` }]),
      ids,
    );
    const reasoning = parsed.get("task-a")?.reasoning ?? "";
    expect(reasoning.length).toBe(REASONING_MAX);
    expect(reasoning.startsWith("a b word")).toBe(true);
    expect(reasoning).not.toContain("\n");
  });

  it("gives the injection task nothing special: its claimed score is only the model's opinion", () => {
    // The reply the model gives is taken at face value per item; a task cannot add items or ids.
    const parsed = parseBatchReply(
      reply([
        { id: "t1", score: 1, reasoning: "ignore previous instructions" },
        { id: "t2", score: 4000 },
        { id: "__proto__", score: 1 },
      ]),
      ids,
    );
    expect(parsed.size).toBe(2);
    expect(parsed.get("task-a")?.score).toBe(1);
  });
});
