import { describe, expect, it } from "vitest";
import { makeGoal, makeTask } from "../../../test/fixtures";
import { completedGoals, relatedCompletedTasks } from "./related-tasks";

const goal = makeGoal({
  id: "g",
  status: "completed",
  createdAt: "2024-03-01T00:00:00.000Z",
  completedAt: "2024-03-10T00:00:00.000Z",
});
const done = (id: string, completedAt: string | null, extra = {}) =>
  makeTask({ id, status: "completed", completedAt, ...extra });

describe("relatedCompletedTasks", () => {
  it("keeps completed tasks done inside the goal's active window, boundaries inclusive", () => {
    const tasks = [
      done("before", "2024-02-28T23:59:59.000Z"),
      done("start", "2024-03-01T00:00:00.000Z"),
      done("end", "2024-03-10T00:00:00.000Z"),
      done("after", "2024-03-10T00:00:01.000Z"),
      makeTask({ id: "pending", completedAt: "2024-03-05T00:00:00.000Z" }),
    ];
    expect(relatedCompletedTasks(goal, tasks).map((t) => t.id)).toEqual(["end", "start"]);
  });

  it("puts tasks tagged with the goal first, whenever they were done, and caps at 3", () => {
    const tasks = [
      done("a", "2024-03-02T00:00:00.000Z"),
      done("b", "2024-03-03T00:00:00.000Z"),
      done("c", "2024-03-04T00:00:00.000Z"),
      done("tagged-late", "2024-05-01T00:00:00.000Z", { subtaskTags: ["g"] }),
    ];
    expect(relatedCompletedTasks(goal, tasks).map((t) => t.id)).toEqual(["tagged-late", "c", "b"]);
  });
});

describe("completedGoals", () => {
  it("lists one type, newest completion first", () => {
    const goals = [
      makeGoal({ id: "1", status: "completed", completedAt: "2024-01-01T00:00:00.000Z" }),
      makeGoal({ id: "2", status: "completed", completedAt: "2024-02-01T00:00:00.000Z" }),
      makeGoal({ id: "3" }),
      makeGoal({
        id: "4",
        type: "subtask",
        status: "completed",
        completedAt: "2024-03-01T00:00:00.000Z",
      }),
    ];
    expect(completedGoals(goals, "main").map((g) => g.id)).toEqual(["2", "1"]);
    expect(completedGoals(goals, "subtask").map((g) => g.id)).toEqual(["4"]);
  });
});
