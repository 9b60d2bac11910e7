import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The shared task list (same key as home); the drawer reads the completed ones from it. */
const tasksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tasks,
    queryFn: async ({ signal }): Promise<Task[]> => (await callApi("listTasks", { signal })).tasks,
  });

export const useTaskList = (enabled = true) => useQuery({ ...tasksQueryOptions(), enabled });
