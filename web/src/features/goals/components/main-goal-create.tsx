import { useState, type FormEvent } from "react";
import { useLimitPrompt } from "../../../lib/limit-prompt";
import { useNavigate } from "react-router";
import { Loader2, Sparkles } from "lucide-react";
import { toast } from "../../../lib/toast";
import { messages } from "@firstly/core/contract/errors";
import { paths } from "../../../lib/paths";
import { useCreateMainGoal } from "../api/create-main-goal";
import { saveErrorMessage } from "../api/save-error";
import { canSubmitMainGoal, mainGoalError } from "../main-goal-validation";
import { GoalHero } from "./goal-hero";
import { GoalScreenFrame } from "./goal-screen-frame";
import { MainGoalField } from "./main-goal-field";
import { Button } from "../../../components/ui/button";

/** /goal without an active main goal: one text box and 'Create Goal'. */
export function MainGoalCreate({ isNewGoal }: { isNewGoal: boolean }) {
  const promptForLimit = useLimitPrompt();
  const navigate = useNavigate();
  const create = useCreateMainGoal();
  // one id per draft: a retry after a lost response returns the same goal
  const [id] = useState(() => crypto.randomUUID());
  const [text, setText] = useState("");
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const validation = mainGoalError(text);
  const error = serverError ?? (showErrors ? validation : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (validation || !canSubmitMainGoal(text, create.isPending)) return;
    setServerError(null);
    create.mutate(
      { id, description: text },
      {
        onSuccess: () => {
          toast.success("Main goal set");
          void navigate(paths.home, { replace: true });
        },
        onError: (e) => {
          setServerError(saveErrorMessage(e, messages.goalSaveFailed));
          promptForLimit(e);
        },
      },
    );
  };

  return (
    <GoalScreenFrame title="Main Goal">
      <GoalHero goalId={null} imageURL={null} isMain />
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">
          {isNewGoal ? "Set your new main goal" : "Set your main goal"}
        </h2>
        <p className="mt-1.5 text-muted">
          One clear goal. Firstly scores every thought against it, so you always know what to do
          first.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <MainGoalField
          id="main-goal-text"
          value={text}
          onChange={(value) => {
            setText(value);
            setServerError(null);
          }}
          onBlur={() => text.length > 0 && setShowErrors(true)}
          error={error}
          placeholder="e.g. Launch my portfolio and land two freelance clients by June"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- setting the main goal is the only thing this screen does: it opens with the caret in it
          autoFocus
        />
        <Button
          type="submit"
          disabled={!canSubmitMainGoal(text, create.isPending)}
          aria-busy={create.isPending || undefined}
          size="lg"
          className="shadow-float hover:opacity-90 disabled:shadow-none"
        >
          {create.isPending ? (
            <Loader2 aria-hidden className="size-5 animate-spin" />
          ) : (
            <Sparkles aria-hidden className="size-5" />
          )}
          Create Goal
        </Button>
      </form>
    </GoalScreenFrame>
  );
}
