import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { CheckCircle2 } from "lucide-react";
import { toast } from "../../../lib/toast";
import { messages } from "@firstly/core/contract/errors";
import type { Goal } from "@firstly/core/contract/goal";
import { paths } from "../../../lib/paths";
import { useCompleteGoal } from "../api/complete-goal";
import { goalTaskList, useAllTasks } from "../api/goal-tasks";
import { saveErrorMessage } from "../api/save-error";
import { useUpdateMainGoal } from "../api/update-main-goal";
import { canSubmitMainGoal, mainGoalError } from "../main-goal-validation";
import { CompleteGoalDialog } from "./complete-goal-dialog";
import { EditActions } from "./edit-actions";
import { GoalActionButton } from "./goal-action-button";
import { GoalDetailsPanel } from "./goal-details-panel";
import { GoalHero } from "./goal-hero";
import { GoalScreenFrame } from "./goal-screen-frame";
import { GoalTaskList } from "./goal-task-list";
import { MainGoalField } from "./main-goal-field";

/**
 * docs/behaviour/states.md and docs/behaviour/limits.md#timing: after completing, home shows again
 * 100 ms later.
 */
export const COMPLETE_NAVIGATION_MS = 100;

/** /goal with an active main goal: text and image, edit with Save Changes / Cancel, complete. */
export function MainGoalDetail({ goal }: { goal: Goal }) {
  const navigate = useNavigate();
  const update = useUpdateMainGoal();
  const complete = useCompleteGoal(goal.id);
  const tasks = useAllTasks();
  const items = useMemo(
    () => (tasks.data ? goalTaskList(tasks.data, goal.id) : undefined),
    [tasks.data, goal.id],
  );
  // null = not editing: the field follows the server's text (live updates included)
  const [draft, setDraft] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isConfirmingComplete, setConfirmingComplete] = useState(false);

  const value = draft ?? goal.description;
  const isDirty = draft !== null && draft !== goal.description;
  const validation = mainGoalError(value);
  const error = serverError ?? (isDirty && (showErrors || !value.trim()) ? validation : null);

  const cancel = () => {
    setDraft(null);
    setShowErrors(false);
    setServerError(null);
  };

  const save = () => {
    setShowErrors(true);
    if (validation || !canSubmitMainGoal(value, update.isPending)) return;
    setServerError(null);
    update.mutate(
      { description: value },
      {
        onSuccess: () => {
          cancel();
          toast.success("Changes saved");
        },
        onError: (e) => setServerError(saveErrorMessage(e, messages.goalSaveFailed)),
      },
    );
  };

  const onComplete = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        toast.success("Main goal completed");
        setTimeout(() => void navigate(paths.home, { replace: true }), COMPLETE_NAVIGATION_MS);
      },
      onError: (e) => toast.error(saveErrorMessage(e, messages.goalSaveFailed)),
    });

  return (
    <GoalScreenFrame
      title="Main Goal"
      footer={
        <GoalActionButton
          icon={CheckCircle2}
          label="Complete Goal"
          busy={complete.isPending || complete.isSuccess}
          onClick={() => setConfirmingComplete(true)}
        />
      }
    >
      <CompleteGoalDialog
        open={isConfirmingComplete}
        onOpenChange={setConfirmingComplete}
        onConfirm={onComplete}
      />
      <GoalHero goalId={goal.id} imageURL={goal.imageURL} isMain goal={goal} />
      <MainGoalField
        id="main-goal-text"
        value={value}
        onChange={(next) => {
          setDraft(next);
          setServerError(null);
        }}
        onBlur={() => isDirty && setShowErrors(true)}
        error={error}
      />
      {isDirty && (
        <EditActions
          canSave={canSubmitMainGoal(value, update.isPending)}
          isSaving={update.isPending}
          onSave={save}
          onCancel={cancel}
        />
      )}
      <GoalDetailsPanel goal={goal} />
      <GoalTaskList items={items} error={tasks.error?.message} isMain isCompleted={false} />
    </GoalScreenFrame>
  );
}
