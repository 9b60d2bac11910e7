import { useLocation, useParams } from "react-router";
import { ChevronLeft } from "lucide-react";
import { ApiError } from "../../../lib/api-error";
import { activeMainGoal, useGoals } from "../../../lib/queries/goals";
import { useGoBack } from "../../../lib/use-go-back";
import { useTask } from "../api/get-task";
import { TaskView } from "./task-view";
import { IconButton } from "../../../components/ui/button";

/** /tasks/:id — loads the task (showing the home list's copy at once) and opens the editor. */
export function TaskViewScreen({ isModal = false }: { isModal?: boolean }) {
  const { id = "" } = useParams();
  const task = useTask(id);
  const goals = useGoals();
  const goBack = useGoBack();
  const mainGoalId = activeMainGoal(goals.data)?.id ?? null;
  // opened from a subtask's list: Task Details shows that subtask's score and reason
  const subtaskId = (useLocation().state as { subtaskId?: string } | null)?.subtaskId;
  const subtask = goals.data?.find(
    (g) => g.id === subtaskId && g.type === "subtask" && g.status === "active",
  );

  if (task.data)
    return (
      <TaskView
        key={task.data.id}
        task={task.data}
        mainGoalId={mainGoalId}
        subtask={subtask ? { id: subtask.id, name: subtask.name } : null}
        isModal={isModal}
      />
    );

  const notFound = task.error instanceof ApiError && task.error.status === 404;
  return (
    <div className="mx-auto flex min-h-dvh max-w-2xl flex-col px-4 pt-3">
      <IconButton label="Back" onClick={goBack} className="hover:bg-line/60">
        <ChevronLeft aria-hidden className="size-6" />
      </IconButton>
      {task.isError ? (
        <div role="alert" className="mt-16 text-center">
          <h1 className="text-xl font-semibold">
            {notFound ? "This thought is no longer here" : "Could not load this thought"}
          </h1>
          <p className="mt-2 text-muted">
            {notFound ? "It may have been deleted." : task.error.message}
          </p>
        </div>
      ) : (
        <div aria-busy="true" aria-label="Loading thought" className="mt-6 space-y-4">
          <div className="h-8 w-2/3 animate-pulse rounded-lg bg-line" />
          <div className="h-32 animate-pulse rounded-xl bg-line/70" />
        </div>
      )}
    </div>
  );
}
