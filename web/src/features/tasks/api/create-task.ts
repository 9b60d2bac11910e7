import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTaskInput, Task } from "@firstly/core/contract/task";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { clearPendingThought } from "../pending-thought";

export const createTask = (body: CreateTaskInput) => callApi("createTask", { body });

/** An optimistic copy so the new card shows (pinned first) the moment the user taps Done. */
export function optimisticTask(input: CreateTaskInput, now: Date): Task {
  const iso = now.toISOString();
  return {
    id: input.id,
    title: input.title ?? null,
    text: input.text,
    imageURLs: input.imageURLs ?? [],
    status: "pending",
    isPriority: input.isPriority ?? false,
    isGeneratingImage: false,
    imageURL: null,
    imageFailed: false,
    createdAt: iso,
    updatedAt: iso,
    completedAt: null,
    delayEndsAt: null,
    recurrence: null,
    subtaskTags: input.subtaskTags ?? [],
    goalAssessments: {},
    aiEnhanced: false,
    aiDescription: null,
    originalText: null,
    version: 0,
    rankCorrections: {},
  };
}

/** Create is idempotent on the client id, so react-query may retry it safely. */
export function useCreateTask(
  options: { onError?: (error: Error, input: CreateTaskInput) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    retry: 2,
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
    onSuccess: (task) => {
      clearPendingThought(task.id);
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
