import { describe, expect, it } from "vitest";
import type { GoalAssessment } from "@firstly/core/contract/task";
import { PIN_WINDOW_MS, pinnedTaskId, sortTasks } from "./sort-tasks";

const NOW = Date.parse("2026-05-01T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

function assessment(score: number): GoalAssessment {
  return {
    goalType: "main",
    score,
    basicScore: null,
    fits: score <= 4000,
    confidence: 1,
    reasoning: "",
    engine: "builtin",
    scoredAt: "",
  };
}

function task(id: string, opts: { score?: number; priority?: boolean; ageMs?: number } = {}) {
  const goalAssessments: Record<string, GoalAssessment> =
    opts.score === undefined ? {} : { g: assessment(opts.score) };
  return {
    id,
    isPriority: opts.priority ?? false,
    createdAt: new Date(NOW - (opts.ageMs ?? 3 * DAY)).toISOString(),
    goalAssessments,
  };
}

const ids = (list: Array<{ id: string }>) => list.map((t) => t.id);

describe("sortTasks", () => {
  it("orders by score for the main goal, lowest first", () => {
    const list = [
      task("c", { score: 5000 }),
      task("a", { score: 200 }),
      task("b", { score: 2500 }),
    ];
    expect(ids(sortTasks(list, "g", NOW))).toEqual(["a", "b", "c"]);
  });

  it("puts priority notes first, even with a worse score", () => {
    const list = [task("a", { score: 10 }), task("p", { score: 9000, priority: true })];
    expect(ids(sortTasks(list, "g", NOW))).toEqual(["p", "a"]);
  });

  it("sorts unscored (no assessment or 999999) last", () => {
    const list = [task("u"), task("x", { score: 999999 }), task("s", { score: 9999 })];
    expect(ids(sortTasks(list, "g", NOW))[0]).toBe("s");
  });

  it("treats every task as unscored when there is no main goal, newest first", () => {
    const list = [
      task("old", { score: 1, ageMs: 5 * DAY }),
      task("new", { score: 9000, ageMs: 4 * DAY }),
    ];
    expect(ids(sortTasks(list, null, NOW))).toEqual(["new", "old"]);
  });

  it("pins the newest note first when created within 2 hours", () => {
    const list = [
      task("p", { priority: true, score: 1 }),
      task("fresh", { score: 9000, ageMs: 60_000 }),
    ];
    expect(ids(sortTasks(list, "g", NOW))).toEqual(["fresh", "p"]);
  });

  it("pins at exactly 2 hours and not one millisecond later", () => {
    const at = [task("a", { score: 1 }), task("n", { score: 9000, ageMs: PIN_WINDOW_MS })];
    expect(ids(sortTasks(at, "g", NOW))[0]).toBe("n");
    const after = [task("a", { score: 1 }), task("n", { score: 9000, ageMs: PIN_WINDOW_MS + 1 })];
    expect(ids(sortTasks(after, "g", NOW))[0]).toBe("a");
  });

  it("pins only the single newest note", () => {
    const list = [
      task("a", { score: 1 }),
      task("n1", { score: 8000, ageMs: 1000 }),
      task("n2", { score: 9000, ageMs: 2000 }),
    ];
    expect(ids(sortTasks(list, "g", NOW))).toEqual(["n1", "a", "n2"]);
  });

  it("does not modify its input", () => {
    const list = [task("b", { score: 2 }), task("a", { score: 1 })];
    sortTasks(list, "g", NOW);
    expect(ids(list)).toEqual(["b", "a"]);
  });

  it("reports which note is pinned, if any", () => {
    const fresh = sortTasks(
      [task("a", { score: 1 }), task("n", { score: 9000, ageMs: 1000 })],
      "g",
      NOW,
    );
    expect(pinnedTaskId(fresh, NOW)).toBe("n");
    const stale = sortTasks(
      [task("a", { score: 1 }), task("n", { score: 9000, ageMs: PIN_WINDOW_MS + 1 })],
      "g",
      NOW,
    );
    expect(pinnedTaskId(stale, NOW)).toBeNull();
  });
});

describe("a move moves (issue #26)", () => {
  function corrected(id: string, kind: "up" | "down", engineScore: number, personalScore: number) {
    return {
      ...task(id, { score: personalScore }),
      goalAssessments: { g: { ...assessment(personalScore), engineScore } },
      rankCorrections: { g: { kind, at: "" } },
    };
  }

  it("'Move up' puts a thought at least one place above where the engine put it", () => {
    // one tier up (7500 → 3668) still sits below three thoughts at 2000–3000: it moves past one
    const list = [
      task("a", { score: 2000 }),
      task("b", { score: 2500 }),
      task("c", { score: 3000 }),
      task("d", { score: 3500 }),
      corrected("m", "up", 7500, 3668),
    ];
    expect(ids(sortTasks(list, "g", NOW))).toEqual(["a", "b", "c", "m", "d"]);
    const far = [
      task("a", { score: 2000 }),
      task("b", { score: 6000 }),
      corrected("m", "up", 7500, 3668),
    ];
    // the tier move already passes b: the score's own place stands
    expect(ids(sortTasks(far, "g", NOW))).toEqual(["a", "m", "b"]);
  });

  it("'Move down' moves at least one place down; the ends stay put", () => {
    const list = [
      corrected("m", "down", 500, 550),
      task("a", { score: 600 }),
      task("b", { score: 700 }),
    ];
    expect(ids(sortTasks(list, "g", NOW))).toEqual(["a", "m", "b"]);
    expect(
      ids(sortTasks([corrected("m", "up", 100, 50), task("a", { score: 600 })], "g", NOW)),
    ).toEqual(["m", "a"]);
  });

  it("a starred thought leads the ranked list; the just-added one stays apart", () => {
    const list = [
      task("new", { score: 9000, ageMs: 60_000 }),
      task("a", { score: 100 }),
      task("star", { score: 8000, priority: true }),
    ];
    const sorted = sortTasks(list, "g", NOW);
    expect(ids(sorted)).toEqual(["new", "star", "a"]);
    expect(pinnedTaskId(sorted, NOW)).toBe("new");
  });
});
