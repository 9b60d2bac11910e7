import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getTask = (id: string, signal?: AbortSignal) =>
  callApi("getTask", { params: { id }, signal });

export const taskQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.task(id), queryFn: ({ signal }) => getTask(id, signal) });

/** One task; the home list's copy shows instantly while the fresh one loads. */
export function useTask(id: string) {
  const client = useQueryClient();
  return useQuery({
    ...taskQueryOptions(id),
    placeholderData: () => client.getQueryData<Task[]>(queryKeys.tasks)?.find((t) => t.id === id),
  });
}
