import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const deleteTask = (id: string) => callApi("deleteTask", { params: { id } });

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
