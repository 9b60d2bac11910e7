import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientEventType } from "@firstly/core/contract/analytics-events";
import type { Task, TaskAction } from "@firstly/core/contract/task";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { storeTask } from "./update-task";

/** The analytics event for an action that went through; delay and skip toggle, so read the result. */
function actionEvent(action: TaskAction["action"], task: Task): ClientEventType | null {
  switch (action) {
    case "complete":
      return "client.task_completed";
    case "uncomplete":
    case "restore":
      return "client.task_uncompleted";
    case "delay":
    case "schedule":
      return task.status === "delayed" ? "client.task_delayed" : null;
    case "skip":
      return task.status === "skipped" ? "client.task_archived" : null;
    default:
      return null;
  }
}

export const runTaskAction = async (id: string, body: TaskAction) => {
  const task = await callApi("taskAction", { params: { id }, body });
  const event = actionEvent(body.action, task);
  if (event) track(event, { taskId: id });
  return task;
};

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
