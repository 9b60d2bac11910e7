import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTaskInput, Task } from "@firstly/core/contract/task";
import { queryKeys } from "../../../lib/query-keys";
import { optimisticTask } from "../../../lib/offline/queued-overlay";
import { submitTaskWrite } from "../offline/task-writes";

/**
 * A new thought goes through the device's queue (offline/task-writes.ts): sent at once when
 * online, kept and sent later otherwise. Create is idempotent on the client id, so sending it
 * again after a lost answer makes no duplicate. `networkMode: "always"`: react-query would
 * otherwise hold the call in memory while offline, and a reload would lose it.
 */
export function useCreateTask(
  options: { onError?: (error: Error, input: CreateTaskInput) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTaskInput) =>
      submitTaskWrite({ kind: "create", taskId: input.id, input }),
    networkMode: "always",
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: queryKeys.tasks, exact: true });
      client.setQueryData<Task[]>(queryKeys.tasks, (old) =>
        old?.some((t) => t.id === input.id)
          ? old
          : [optimisticTask(input, new Date()), ...(old ?? [])],
      );
    },
    // hook-level callbacks still run after the Add Thought screen has closed
    onError: (error, input) => {
      client.setQueryData<Task[]>(queryKeys.tasks, (old) => old?.filter((t) => t.id !== input.id));
      options.onError?.(error, input);
    },
    onSuccess: ({ task }) => {
      // a queued thought keeps its draft until the server has it (offline/task-writes.ts clears it)
      if (!task) return;
      client.setQueryData<Task[]>(queryKeys.tasks, (old) =>
        old?.map((t) => (t.id === task.id ? task : t)),
      );
      client.setQueryData(queryKeys.task(task.id), task);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.usage });
    },
  });
}
