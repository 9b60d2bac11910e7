import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { CheckCircle2, CircleCheckBig, RotateCcw } from "lucide-react";
import { toast } from "../../../lib/toast";
import { messages } from "@firstly/core/contract/errors";
import type { Goal } from "@firstly/core/contract/goal";
import { tierForScore } from "@firstly/core/scoring/tiers";
import { paths } from "../../../lib/paths";
import { useGoals } from "../../../lib/queries/goals";
import { useMe } from "../../../lib/queries/session";
import { useCompleteGoal } from "../api/complete-goal";
import { goalTaskList, useAllTasks } from "../api/goal-tasks";
import { useRestoreGoal } from "../api/restore-goal";
import { saveErrorMessage } from "../api/save-error";
import { CompleteGoalDialog } from "./complete-goal-dialog";
import { GoalActionButton } from "./goal-action-button";
import { formatDate, GoalDetailsPanel } from "./goal-details-panel";
import { GoalHero } from "./goal-hero";
import { GoalScreenFrame, GoalScreenSkeleton } from "./goal-screen-frame";
import { GoalTaskList } from "./goal-task-list";
import { GoalTitleEditor } from "./goal-title-editor";
import { COMPLETE_NAVIGATION_MS } from "./main-goal-detail";

/** /subtasks/:id — a subtask's (or a main goal's) detail, titled 'Subtask' or 'Main Goal'. */
export function SubtaskScreen() {
  const { id = "" } = useParams();
  const me = useMe();
  const goals = useGoals(Boolean(me.data?.user));
  const goal = goals.data?.find((g) => g.id === id);

  if (goal) return <GoalDetail key={goal.id} goal={goal} />;
  return (
    <GoalScreenFrame title="Subtask">
      {goals.isSuccess ? (
        <div role="alert" className="mt-16 text-center">
          <h2 className="text-xl font-semibold">This subtask is no longer here</h2>
          <p className="mt-2 text-muted">It may have been deleted.</p>
        </div>
      ) : goals.isError ? (
        <p role="alert" className="mt-16 text-center text-ink-soft">
          {goals.error.message}
        </p>
      ) : (
        <GoalScreenSkeleton />
      )}
    </GoalScreenFrame>
  );
}

function GoalDetail({ goal }: { goal: Goal }) {
  const navigate = useNavigate();
  const tasks = useAllTasks();
  const complete = useCompleteGoal(goal.id);
  const restore = useRestoreGoal(goal.id);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const [isConfirmingComplete, setConfirmingComplete] = useState(false);
  const isMain = goal.type === "main";
  const isCompleted = goal.status === "completed";
  const items = useMemo(
    () => (tasks.data ? goalTaskList(tasks.data, goal.id) : undefined),
    [tasks.data, goal.id],
  );
  const priority = items?.[0] ? tierForScore(items[0].score) : null;

  const onComplete = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        toast.success(isMain ? "Main goal completed" : "Subtask completed");
        // docs/behaviour/states.md#goal-status: a main goal returns home; a subtask shows the
        // completed list
        const to = isMain ? paths.home : `${paths.completed}?tab=subtasks`;
        setTimeout(() => void navigate(to, { replace: true }), COMPLETE_NAVIGATION_MS);
      },
      onError: (e) => toast.error(saveErrorMessage(e, messages.goalSaveFailed)),
    });

  const onRestore = () => {
    setRestoreError(null);
    restore.mutate(undefined, {
      onSuccess: () => toast.success(isMain ? "Goal restored" : "Subtask restored"),
      onError: (e) => setRestoreError(saveErrorMessage(e, messages.goalSaveFailed)),
    });
  };

  const footer = isCompleted ? (
    <div className="flex flex-col gap-2">
      {restoreError && (
        <p
          role="alert"
          className="rounded-xl border border-danger/30 bg-danger/8 px-3 py-2 text-sm text-danger"
        >
          {restoreError}
        </p>
      )}
      <GoalActionButton
        icon={RotateCcw}
        label={isMain ? "Restore Goal" : "Restore Subtask"}
        busy={restore.isPending}
        onClick={onRestore}
      />
    </div>
  ) : (
    <>
      <GoalActionButton
        icon={CheckCircle2}
        label={isMain ? "Complete Goal" : "Complete Subtask"}
        busy={complete.isPending || complete.isSuccess}
        onClick={isMain ? () => setConfirmingComplete(true) : onComplete}
      />
      <CompleteGoalDialog
        open={isConfirmingComplete}
        onOpenChange={setConfirmingComplete}
        onConfirm={onComplete}
      />
    </>
  );

  return (
    <GoalScreenFrame title={isMain ? "Main Goal" : "Subtask"} footer={footer}>
      <GoalHero goalId={goal.id} imageURL={goal.imageURL} isMain={isMain} goal={goal} />
      {isCompleted && goal.completedAt && (
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-tier-important/12 px-3 py-1 text-sm font-medium text-tier-important">
          <CircleCheckBig aria-hidden className="size-4" /> Completed {formatDate(goal.completedAt)}
        </p>
      )}
      <GoalTitleEditor goal={goal} />
      {goal.description.trim() !== goal.name.trim() && (
        <p className="-mt-2 leading-relaxed whitespace-pre-line text-ink-soft">
          {goal.description}
        </p>
      )}
      <GoalDetailsPanel goal={goal} priority={isMain ? undefined : priority} />
      <GoalTaskList
        subtaskId={isMain ? undefined : goal.id}
        items={items}
        error={tasks.error?.message}
        isMain={isMain}
        isCompleted={isCompleted}
      />
    </GoalScreenFrame>
  );
}
