import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { callApi } from "../api";
import { queuedWrites } from "../offline/task-outbox";
import { queryKeys } from "../query-keys";
import { withQueuedWrites } from "../offline/queued-overlay";

/**
 * The server's list with the thoughts and edits still queued on this device on top. Read by home,
 * the side menu, search and onboarding; writes live in features/tasks.
 */
export const listTasks = async (signal?: AbortSignal): Promise<Task[]> =>
  withQueuedWrites((await callApi("listTasks", { signal })).tasks, queuedWrites(), new Date());

export const tasksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tasks, queryFn: ({ signal }) => listTasks(signal) });

export const useTasks = (enabled = true) => useQuery({ ...tasksQueryOptions(), enabled });

/**
 * docs/behaviour/states.md#task-status: active notes are those with no status, pending or active.
 */
export function isActiveTask(task: Pick<Task, "status">): boolean {
  return task.status === "pending" || task.status === "active" || !task.status;
}
