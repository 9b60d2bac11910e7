import type { QueryClient } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { callApi } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { toast } from "../../lib/toast";

/** How long the toast offers Undo (the server accepts it for a minute: core/domain/task-undo.ts). */
export const UNDO_TOAST_MS = 6_000;

/**
 * Undo of the task's last status action or delete: the server puts back what the change replaced,
 * and the thought takes its place again in the list (a deleted one is added back).
 */
export async function undoTaskChange(client: QueryClient, taskId: string): Promise<Task> {
  const task = await callApi("undoTaskChange", { params: { id: taskId } });
  client.setQueryData(queryKeys.task(task.id), task);
  client.setQueryData<Task[]>(queryKeys.tasks, (old) =>
    old?.some((t) => t.id === task.id)
      ? old.map((t) => (t.id === task.id ? task : t))
      : [...(old ?? []), task],
  );
  void client.invalidateQueries({ queryKey: queryKeys.tasks });
  return task;
}

/** The toast after Complete, Delay, Archive, restore or delete: what happened, and Undo. */
export function showUndoToast(client: QueryClient, message: string, taskId: string): void {
  toast.success(message, {
    duration: UNDO_TOAST_MS,
    action: {
      label: "Undo",
      onClick: () => {
        undoTaskChange(client, taskId).then(
          () => toast.success("Undone"),
          (error: unknown) =>
            toast.error(error instanceof Error ? error.message : "Could not undo that."),
        );
      },
    },
  });
}
