import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const listTasks = async (signal?: AbortSignal): Promise<Task[]> =>
  (await callApi("listTasks", { signal })).tasks;

export const tasksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tasks, queryFn: ({ signal }) => listTasks(signal) });

export const useTasks = (enabled = true) => useQuery({ ...tasksQueryOptions(), enabled });

/** SPEC §4: active notes are those with no status, pending or active. */
export function isActiveTask(task: Pick<Task, "status">): boolean {
  return task.status === "pending" || task.status === "active" || !task.status;
}
