import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Goal } from "@firstly/core/contract/goal";
import type { ImageTarget, ImageUpdated } from "@firstly/core/contract/image";
import type { Task } from "@firstly/core/contract/task";
import { callApi } from "../api";
import { queryKeys } from "../query-keys";

/** A task's or goal's picture state, as every cache holding it should show it. */
interface ImagePatch {
  imageURL?: string | null;
  isGeneratingImage: boolean;
  imageFailed: boolean;
}

function patchCaches(client: QueryClient, target: ImageTarget, id: string, patch: ImagePatch) {
  if (target === "task") {
    const apply = (task: Task): Task => (task.id === id ? { ...task, ...patch } : task);
    client.setQueryData<Task>(queryKeys.task(id), (old) => (old ? apply(old) : old));
    client.setQueryData<Task[]>(queryKeys.tasks, (old) => old?.map(apply));
  } else {
    client.setQueryData<Goal[]>(queryKeys.goals, (old) =>
      old?.map((goal) => (goal.id === id ? { ...goal, ...patch } : goal)),
    );
  }
}

/**
 * An `imageUpdated` event from the stream (docs/behaviour/calls.md#live-events): the spinner, the
 * picture or the failure shows at once in this tab, before any refetch.
 */
export function applyImageUpdate(client: QueryClient, update: ImageUpdated): void {
  patchCaches(client, update.target, update.noteId, {
    imageURL: update.imageUrl,
    isGeneratingImage: update.isGenerating,
    imageFailed: update.hasFailed,
  });
}

function storeSubject(client: QueryClient, target: ImageTarget, subject: Task | Goal) {
  patchCaches(client, target, subject.id, {
    imageURL: subject.imageURL,
    isGeneratingImage: subject.isGeneratingImage,
    imageFailed: subject.imageFailed,
  });
}

/**
 * "Generate image" (and Try Again / Retry): the server answers at once with the subject marked
 * generating; the picture arrives later as an `imageUpdated` event.
 */
export function useGenerateImage(target: ImageTarget, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Task | Goal> =>
      target === "task"
        ? callApi("generateTaskImage", { params: { id } })
        : callApi("generateGoalImage", { params: { id } }),
    onMutate: () =>
      patchCaches(client, target, id, { isGeneratingImage: true, imageFailed: false }),
    onSuccess: (subject) => storeSubject(client, target, subject),
    onError: () =>
      void client.invalidateQueries({
        queryKey: target === "task" ? queryKeys.tasks : queryKeys.goals,
      }),
  });
}

/** Dismiss on the failure popup or overlay: it stays dismissed in every tab. */
export function useDismissImageFailure(target: ImageTarget, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Task | Goal> =>
      target === "task"
        ? callApi("dismissTaskImageFailure", { params: { id } })
        : callApi("dismissGoalImageFailure", { params: { id } }),
    onMutate: () =>
      patchCaches(client, target, id, { isGeneratingImage: false, imageFailed: false }),
    onSuccess: (subject) => storeSubject(client, target, subject),
  });
}
