import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const deleteTask = async (id: string) => {
  const result = await callApi("deleteTask", { params: { id } });
  track("client.task_deleted", { taskId: id });
  return result;
};

/** Soft delete on the server; the card disappears from the list at once. */
export function useDeleteTask(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTask(id),
    onSuccess: () => {
      client.setQueryData<Task[]>(queryKeys.tasks, (old) => old?.filter((t) => t.id !== id));
      client.removeQueries({ queryKey: queryKeys.task(id), exact: true });
    },
  });
}
