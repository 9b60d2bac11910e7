import { useState } from "react";
import { toast } from "sonner";
import { messages, titleEmptyMessage } from "@firstly/core/contract/errors";
import { GOAL_NAME_LENGTH, type Goal } from "@firstly/core/contract/goal";
import { cn } from "../../../lib/cn";
import { saveErrorMessage } from "../api/save-error";
import { useUpdateGoal } from "../api/update-goal";
import { EditActions } from "./edit-actions";

/** Editable goal title with 'Save Changes' / 'Cancel' and SPEC §5's empty-title message. */
export function GoalTitleEditor({ goal }: { goal: Goal }) {
  const update = useUpdateGoal(goal.id);
  const [draft, setDraft] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const value = draft ?? goal.name;
  const isDirty = draft !== null && draft !== goal.name;
  const isEmpty = value.trim().length === 0;
  const error = serverError ?? (isDirty && isEmpty ? titleEmptyMessage(goal.type) : null);

  const cancel = () => {
    setDraft(null);
    setServerError(null);
  };
  const save = () => {
    if (isEmpty || update.isPending) return;
    update.mutate(
      { name: value.trim() },
      {
        onSuccess: () => {
          cancel();
          toast.success("Changes saved");
        },
        onError: (e) => setServerError(saveErrorMessage(e, messages.goalSaveFailed)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor="goal-title" className="sr-only">
          Title
        </label>
        <input
          id="goal-title"
          value={value}
          maxLength={GOAL_NAME_LENGTH}
          onChange={(e) => {
            setDraft(e.target.value);
            setServerError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") save();
            if (e.key === "Escape") cancel();
          }}
          placeholder="Title"
          aria-invalid={error ? true : undefined}
          className={cn(
            "w-full rounded-xl border border-transparent bg-transparent px-2 py-1 -mx-2 text-2xl font-semibold tracking-tight text-ink outline-none transition placeholder:text-muted/60 hover:border-line focus:border-accent/50 focus:bg-raised",
            error && "border-danger/60",
          )}
        />
        {error && (
          <p role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      {isDirty && (
        <EditActions
          canSave={!isEmpty && !update.isPending}
          isSaving={update.isPending}
          onSave={save}
          onCancel={cancel}
        />
      )}
    </div>
  );
}
