import { useQueryClient } from "@tanstack/react-query";
import type { Recurrence } from "@firstly/core/contract/task";
import { toast } from "../../lib/toast";
import { useTaskAction } from "./api/task-action";
import { describeRecurrence } from "../../components/schedule-dialog";
import { showUndoToast } from "./undo-toast";
import { useLatest } from "../../lib/use-latest";

/**
 * docs/behaviour/task-view.md#actions: after complete/delay/skip/uncomplete the view closes about
 * 300 ms later.
 */
export const CLOSE_AFTER_ACTION_MS = 300;

const actionToast = {
  complete: "Completed",
  uncomplete: "Back on your list",
  delay: "Delay updated",
  skip: "Archive updated",
} as const;
export type StatusAction = keyof typeof actionToast;

/**
 * A thought's status actions as the task view and the note editor both run them: the toast that
 * says what happened (a recurring thought completed says when it is back) with Undo for a few
 * seconds (undo-toast.ts), the view closed about
 * 300 ms later, and the server's refusal shown. `beforeAction` runs first (the editors send what
 * is still unsaved).
 */
export function useTaskActions(
  taskId: string,
  { beforeAction, close }: { beforeAction: () => void; close: () => void },
) {
  const action = useTaskAction(taskId);
  const client = useQueryClient();
  const closeRef = useLatest(close);
  const closeSoon = () => setTimeout(() => closeRef.current(), CLOSE_AFTER_ACTION_MS);
  const onError = (e: Error) => toast.error(e.message);

  const run = (name: StatusAction) => {
    beforeAction();
    action.mutate(
      { action: name },
      {
        onSuccess: (saved) => {
          // a recurring task is not done for good: it waits for its next time; each can be undone
          showUndoToast(
            client,
            name === "complete" && saved.status === "delayed" && saved.recurrence
              ? `Completed · back ${describeRecurrence(saved.recurrence)}`
              : actionToast[name],
            taskId,
          );
          closeSoon();
        },
        onError,
      },
    );
  };
  const schedule = (recurrence: Recurrence) =>
    action.mutate(
      { action: "schedule", recurrence },
      {
        onSuccess: () => {
          toast.success(`Scheduled · ${describeRecurrence(recurrence)}`);
          closeSoon();
        },
        onError,
      },
    );
  const unschedule = () =>
    action.mutate(
      { action: "unschedule" },
      { onSuccess: () => toast.success("No longer repeats"), onError },
    );
  return { action, run, schedule, unschedule };
}
