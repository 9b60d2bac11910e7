import { useState } from "react";
import { toast } from "../../../lib/toast";
import { messages, titleEmptyMessage } from "@firstly/core/contract/errors";
import type { Goal } from "@firstly/core/contract/goal";
import { GOAL_NAME_LENGTH } from "@firstly/core/contract/goal-text";
import { cn } from "../../../lib/cn";
import { saveErrorMessage } from "../api/save-error";
import { useUpdateGoal } from "../api/update-goal";
import { EditActions } from "./edit-actions";
import { AutoGrowTextarea } from "../../../components/auto-grow-textarea";

/**
 * Editable goal title with 'Save Changes' / 'Cancel' and the docs/behaviour/validation.md#titles
 * empty-title message.
 */
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
        <AutoGrowTextarea
          id="goal-title"
          value={value}
          minRows={1}
          maxLength={GOAL_NAME_LENGTH}
          onChange={(e) => {
            setDraft(e.target.value.replace(/\n/g, " "));
            setServerError(null);
          }}
          onKeyDown={(e) => {
            // a title is one line: Enter saves instead of adding a line break
            if (e.key === "Enter") {
              e.preventDefault();
              save();
            }
            if (e.key === "Escape") cancel();
          }}
          placeholder="Title"
          aria-invalid={error ? true : undefined}
          className={cn(
            "-mx-2 block w-[calc(100%+1rem)] rounded-xl border border-transparent bg-transparent px-2 py-1 text-2xl leading-snug font-semibold tracking-tight text-ink outline-none transition placeholder:text-muted/60 hover:border-line focus:border-accent/50 focus:bg-raised",
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
