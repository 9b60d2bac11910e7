import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { fitsGoal } from "@firstly/core/scoring/tiers";
import { UNSCORED } from "@firstly/core/scoring/constants";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The shared task list (same key as home), read here to list a goal's tasks. */
const tasksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tasks,
    queryFn: async ({ signal }): Promise<Task[]> => (await callApi("listTasks", { signal })).tasks,
  });

export const useAllTasks = (enabled = true) => useQuery({ ...tasksQueryOptions(), enabled });

export interface GoalTask {
  task: Task;
  score: number;
}

/**
 * docs/behaviour/home.md#subtask-list: a subtask's list holds the notes that are pending (or have
 * no status) and score at most 4000 for that goal, lowest score first; ties newest first, then id,
 * so the order is stable. Delayed, skipped, active and completed notes are left out; unscored
 * (999999) never fits.
 */
export function goalTaskList(tasks: readonly Task[], goalId: string): GoalTask[] {
  return tasks
    .filter((t) => t.status === "pending" || !t.status)
    .map((task) => ({ task, score: task.goalAssessments[goalId]?.score ?? UNSCORED }))
    .filter(({ score }) => fitsGoal(score))
    .sort(
      (a, b) =>
        a.score - b.score ||
        Date.parse(b.task.createdAt) - Date.parse(a.task.createdAt) ||
        (a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0),
    );
}
