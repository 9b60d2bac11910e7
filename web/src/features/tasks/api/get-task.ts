import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { callApi } from "../../../lib/api";
import { queuedWrites } from "../../../lib/offline/task-outbox";
import { queryKeys } from "../../../lib/query-keys";
import { withQueuedTaskWrites } from "../../../lib/offline/queued-overlay";

/** One task as the server has it, with edits still queued on this device on top; a thought
 * created offline and not yet sent is answered from the queue (the server has not heard of it). */
export async function getTask(id: string, signal?: AbortSignal): Promise<Task> {
  const queued = queuedWrites();
  const isUnsent = queued.some((e) => e.kind === "create" && e.taskId === id);
  const task = isUnsent ? undefined : await callApi("getTask", { params: { id }, signal });
  return withQueuedTaskWrites(task, id, queued, new Date())!;
}

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
