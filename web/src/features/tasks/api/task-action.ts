import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TaskAction } from "@firstly/core/contract/task";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { storeTask } from "./update-task";

export const runTaskAction = (id: string, body: TaskAction) =>
  callApi("taskAction", { params: { id }, body });

export function useTaskAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskAction) => runTaskAction(id, body),
    onSuccess: (task) => {
      storeTask(client, task);
      void client.invalidateQueries({ queryKey: queryKeys.usage });
    },
  });
}
