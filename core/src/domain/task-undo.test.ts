import { describe, expect, it } from "vitest";
import { UNDO_WINDOW_MS, undoFields, undoStateFor, type UndoableFields } from "./task-undo";

const now = new Date("2026-03-01T10:00:00Z");
const before: UndoableFields = {
  status: "delayed",
  completedAt: null,
  delayEndsAt: new Date("2026-03-02T08:00:00Z"),
  recurrence: null,
  goalAssessments: { g1: { score: 1200, reasoning: "fits", scoredAt: "x" } as never },
  completedMainScore: null,
  deletedAt: null,
};

describe("task undo", () => {
  it("gives back exactly what the change replaced, dates included", () => {
    const state = undoStateFor(before, 4, now);
    // kept as JSON in the database: survives a round trip
    const stored = JSON.parse(JSON.stringify(state)) as typeof state;
    expect(undoFields(stored, 4, new Date(now.getTime() + 5_000))).toEqual(before);
  });

  it("refuses once anything else changed the task, or after the window", () => {
    const state = undoStateFor(before, 4, now);
    expect(undoFields(state, 5, now)).toBeNull();
    expect(undoFields(state, 4, new Date(now.getTime() + UNDO_WINDOW_MS + 1))).toBeNull();
    expect(undoFields(state, 4, new Date(now.getTime() - 1))).toBeNull();
    expect(undoFields(null, 4, now)).toBeNull();
  });
});
