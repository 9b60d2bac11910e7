import { describe, expect, it } from "vitest";
import { combineContextDeltas, planContextRuns } from "./context-runs";

const scored = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    task: { id: `k${i}`, text: `task ${i}` },
    score: (n - i) * 10,
  }));

describe("planContextRuns", () => {
  it("repeats the plan and shuffles member order between repeats, deterministically", () => {
    const runs = planContextRuns(scored(30), 3, 7);
    expect(runs).toHaveLength(3);
    const orders = runs.map((r) => r.members.map((m) => m.task.id).join());
    expect(new Set(orders).size).toBe(3);
    expect(planContextRuns(scored(30), 3, 7)).toEqual(runs);
    expect(planContextRuns(scored(30), 3, 8)).not.toEqual(runs);
  });

  it("covers every task in each repeat for big lists and never anchors a member", () => {
    const runs = planContextRuns(scored(250), 2, 1);
    expect(runs).toHaveLength(12);
    for (const run of runs) {
      const ids = new Set(run.members.map((m) => m.task.id));
      expect(run.anchors.some((a) => ids.has(a.task.id))).toBe(false);
      expect(run.anchors.length).toBe(20);
    }
    const firstPass = new Set(runs.slice(0, 6).flatMap((r) => r.members.map((m) => m.task.id)));
    expect(firstPass.size).toBe(250);
  });

  it("windows follow the score order (lowest score first)", () => {
    const runs = planContextRuns(scored(100), 1, 1);
    const first = runs[0]?.members.map((m) => m.score) ?? [];
    expect(Math.max(...first)).toBe(500); // the 50 best of scores 10..1000
  });

  it("returns no runs for no tasks or no repeats", () => {
    expect(planContextRuns([], 3, 1)).toEqual([]);
    expect(planContextRuns(scored(5), 0, 1)).toEqual([]);
  });
});

describe("combineContextDeltas", () => {
  it("applies the trimmed mean of all deltas and keeps tasks without deltas", () => {
    const list = [
      { task: { id: "a", text: "" }, score: 5000 },
      { task: { id: "b", text: "" }, score: 50 },
    ];
    const out = combineContextDeltas(list, new Map([["b", [-100, -200, -300]]]));
    expect(Object.fromEntries(out)).toEqual({ a: 5000, b: 1 });
  });
});
