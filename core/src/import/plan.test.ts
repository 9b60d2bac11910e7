import { describe, expect, it } from "vitest";
import { parseMarkdown } from "./markdown";
import { dedupeKey, planImport, taskFields } from "./plan";
import { emptyItem } from "./types";

const now = new Date("2026-11-27T12:00:00.000Z");

describe("planImport", () => {
  it("skips what is already in the list or earlier in the file, and counts where rows land", () => {
    const parsed = parseMarkdown("Call mum\ncall   MUM\nPay rent\n- [x] Filed taxes\n", now);
    const plan = planImport(parsed, {
      existingKeys: new Set([dedupeKey(null, "Pay rent")]),
      existingGoalNames: new Set(),
      hasActiveMainGoal: false,
      now,
    });
    expect(plan.rows.map((r) => [r.row, r.action, r.reason])).toEqual([
      [1, "create", null],
      [2, "skip", "a duplicate of an earlier row"],
      [3, "skip", "already in your list"],
      [4, "create", "to Completed Items"],
    ]);
    expect(plan.totals).toMatchObject({ create: 2, skip: 2, error: 0, completed: 1 });
  });
});

describe("taskFields", () => {
  it.each([
    [{ status: "archived" as const }, "skipped"],
    [{ startAt: "2099-01-01T00:00:00.000Z" }, "delayed"],
    [{ startAt: "2020-01-01T00:00:00.000Z" }, "pending"],
    [{ recurrence: { time: "09:00", daysOfWeek: ["monday" as const] } }, "delayed"],
  ])("%j → %s", (patch, status) => {
    expect(taskFields({ ...emptyItem(1), ...patch }, now).status).toBe(status);
  });
});
