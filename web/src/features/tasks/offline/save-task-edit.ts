import type { QueryClient } from "@tanstack/react-query";
import type { Task, UpdateTaskInput } from "@firstly/core/contract/task";
import { queryKeys } from "../../../lib/query-keys";
import { storeTask } from "../api/update-task";
import { applyEdit } from "../../../lib/offline/queued-overlay";
import { submitTaskWrite } from "./task-writes";

/**
 * An edit from the task view: shown in the list and the view at once, then sent (or kept on this
 * device until the connection returns). Resolves "queued" when it waits offline, so the view can
 * say where the edit is.
 */
export async function saveTaskEdit(
  client: QueryClient,
  taskId: string,
  input: UpdateTaskInput,
): Promise<"saved" | "queued"> {
  const now = new Date();
  const shown = client.getQueryData<Task>(queryKeys.task(taskId));
  if (shown) client.setQueryData(queryKeys.task(taskId), applyEdit(shown, input, now));
  client.setQueryData<Task[]>(queryKeys.tasks, (old) =>
    old?.map((t) => (t.id === taskId ? applyEdit(t, input, now) : t)),
  );
  const result = await submitTaskWrite({ kind: "update", taskId, input });
  if (result.isQueued) return "queued";
  storeTask(client, result.task);
  return "saved";
}
