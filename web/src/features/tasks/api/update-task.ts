import type { useQueryClient } from "@tanstack/react-query";
import type { Task, UpdateTaskInput } from "@firstly/core/contract/task";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const updateTask = (id: string, body: UpdateTaskInput) =>
  callApi("updateTask", { params: { id }, body });

/** Writes the server's copy into both the list and the detail cache. */
export function storeTask(client: ReturnType<typeof useQueryClient>, task: Task): void {
  client.setQueryData(queryKeys.task(task.id), task);
  client.setQueryData<Task[]>(queryKeys.tasks, (old) =>
    old?.map((t) => (t.id === task.id ? task : t)),
  );
}
