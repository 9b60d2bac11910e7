import { describe, expect, it } from "vitest";
import { taskStatuses } from "../contract/task";
import {
  isDelayExpired,
  planTaskAction,
  taskTransitions,
  type TaskActionName,
} from "./task-status";

describe("planTaskAction", () => {
  it.each([
    ["pending", "complete", "completed"],
    ["active", "complete", "completed"],
    ["delayed", "complete", "completed"],
    ["skipped", "complete", "completed"],
    ["completed", "uncomplete", "pending"],
    ["pending", "delay", "delayed"],
    ["delayed", "delay", "pending"],
    ["pending", "skip", "skipped"],
    ["skipped", "skip", "pending"],
    ["completed", "restore", "pending"],
    ["skipped", "restore", "pending"],
    ["pending", "schedule", "delayed"],
  ] as const)("%s --%s--> %s", (from, action, to) => {
    const result = planTaskAction(from, action);
    expect(result.ok && result.plan.status).toBe(to);
  });

  it.each([
    ["completed", "complete"],
    ["pending", "uncomplete"],
    ["delayed", "uncomplete"],
    ["completed", "delay"],
    ["skipped", "delay"],
    ["completed", "skip"],
    ["delayed", "skip"],
    ["pending", "restore"],
    ["completed", "schedule"],
  ] as const)("refuses %s --%s--> with a clear message", (from, action) => {
    const result = planTaskAction(from, action);
    expect(result).toEqual({ ok: false, message: `Cannot ${action} a task that is ${from}` });
  });

  it("covers every status for every action (table is total over known values)", () => {
    for (const action of Object.keys(taskTransitions) as TaskActionName[]) {
      for (const status of taskStatuses) expect(() => planTaskAction(status, action)).not.toThrow();
    }
  });

  it("complete sets completedAt and clears assessments; uncomplete rescores and records usage", () => {
    const complete = planTaskAction("pending", "complete");
    expect(complete.ok && complete.plan).toMatchObject({
      completedAt: "set",
      clearAssessments: true,
      recordsUsage: false,
    });
    const uncomplete = planTaskAction("completed", "uncomplete");
    expect(uncomplete.ok && uncomplete.plan).toMatchObject({
      completedAt: "clear",
      rescore: true,
      recordsUsage: true,
    });
  });

  it("entering delay uses the custom delay; leaving it clears the delay", () => {
    const enter = planTaskAction("pending", "delay");
    expect(enter.ok && enter.plan.delayEndsAt).toBe("custom");
    const leave = planTaskAction("delayed", "delay");
    expect(leave.ok && leave.plan.delayEndsAt).toBe("clear");
    const schedule = planTaskAction("pending", "schedule");
    expect(schedule.ok && schedule.plan).toMatchObject({
      delayEndsAt: "recurrence",
      recurrence: "set",
    });
  });
});

describe("isDelayExpired", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  it.each([
    ["delayed", new Date(now.getTime() - 1), true],
    ["delayed", now, true],
    ["delayed", new Date(now.getTime() + 1), false],
    ["delayed", null, false],
    ["pending", new Date(now.getTime() - 1), false],
  ] as const)("%s until %s → %s", (status, delayEndsAt, expected) => {
    expect(isDelayExpired({ status, delayEndsAt }, now)).toBe(expected);
  });

  it("completing a recurring task sends it away until its next time; unschedule stops that", () => {
    expect(planTaskAction("pending", "complete", { recurring: true })).toEqual({
      ok: true,
      plan: expect.objectContaining({
        status: "delayed",
        delayEndsAt: "recurrence",
        recurrence: "keep",
        completedAt: "clear",
      }) as unknown,
    });
    expect(planTaskAction("delayed", "unschedule")).toEqual({
      ok: true,
      plan: expect.objectContaining({
        status: "pending",
        recurrence: "clear",
        delayEndsAt: "clear",
      }) as unknown,
    });
    expect(planTaskAction("completed", "unschedule").ok).toBe(false);
  });
});
