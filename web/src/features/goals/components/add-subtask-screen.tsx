import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLimitPrompt } from "../../../lib/limit-prompt";
import { useNavigate } from "react-router";
import { Loader2, Target, X } from "lucide-react";
import { messages } from "@firstly/core/contract/errors";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { activeMainGoal, useGoals } from "../../../lib/queries/goals";
import { useMe } from "../../../lib/queries/session";
import { useGoBack } from "../../../lib/use-go-back";
import { useCreateSubtask } from "../api/create-subtask";
import { saveErrorMessage } from "../api/save-error";
import { AutoGrowTextarea } from "../../../components/auto-grow-textarea";
import { VoiceButton } from "../../../components/voice/voice-button";
import { Button, IconButton } from "../../../components/ui/button";

/**
 * docs/behaviour/goals.md#add-subtask Add Subtask: the confirmation is typed at 50 ms per
 * character, then held 1200 ms.
 */
export const ADDED_TEXT = "Subtask Added...";
export const TYPE_MS_PER_CHAR = 50;
export const ADDED_HOLD_MS = 1200;

/** /subtasks/new — one growing box; Enter creates, Shift+Enter adds a new line. */
export function AddSubtaskScreen() {
  const promptForLimit = useLimitPrompt();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const me = useMe();
  const goals = useGoals(Boolean(me.data?.user));
  const mainGoal = activeMainGoal(goals.data);
  const create = useCreateSubtask();
  const [id] = useState(() => crypto.randomUUID());
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [typed, setTyped] = useState<number | null>(null);
  const isAdded = typed !== null;
  const isBusy = create.isPending || isAdded;
  const canCreate = !isBusy && text.trim().length > 0;

  useTypedConfirmation(isAdded, setTyped, () => void navigate(paths.home, { replace: true }));

  const submit = () => {
    if (!canCreate) return;
    setError(null);
    create.mutate(
      { id, description: text },
      {
        onSuccess: () => setTyped(0),
        onError: (e) => {
          setError(saveErrorMessage(e, messages.subtaskSaveFailed));
          promptForLimit(e);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="sticky top-0 z-10 border-b border-line/70 bg-surface/90 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="mx-auto grid h-14 max-w-2xl grid-cols-[2.5rem_1fr_2.5rem] items-center px-3">
          <IconButton label="Close" onClick={goBack} className="text-muted">
            <X aria-hidden className="size-5" />
          </IconButton>
          <h1 className="text-center font-semibold">Add Subtask</h1>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-5 pt-6 pb-16">
        {mainGoal && (
          <p className="mb-4 inline-flex max-w-full items-center gap-2 self-start rounded-full bg-gold/12 px-3 py-1.5 text-sm text-ink-soft">
            <Target aria-hidden className="size-4 shrink-0 text-gold" />
            <span className="truncate">
              Supports <span className="font-medium text-ink">{mainGoal.name}</span>
            </span>
          </p>
        )}
        <label htmlFor="subtask-text" className="sr-only">
          Subtask
        </label>
        <AutoGrowTextarea
          ref={textRef}
          id="subtask-text"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- Add Subtask is a screen for typing one line: it opens with the caret in it
          autoFocus
          value={isAdded ? ADDED_TEXT.slice(0, typed) : text}
          readOnly={isBusy}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="Describe your subtask or sub-task..."
          minRows={4}
          aria-invalid={error ? true : undefined}
          className={cn(
            "w-full rounded-2xl border bg-raised px-4 py-3.5 text-lg leading-relaxed text-ink outline-none transition placeholder:text-muted/70 focus:border-accent/50 focus:bg-surface",
            error ? "border-danger/60" : "border-line",
            isAdded && "font-semibold text-accent",
          )}
        />
        {error && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        )}
        <div className="mt-4 flex items-center gap-3">
          {!isBusy && (
            <VoiceButton
              target={textRef}
              onInsert={(value) => {
                setText(value);
                setError(null);
              }}
              className="flex-1"
            />
          )}
          <p className="hidden shrink-0 text-xs text-muted sm:block">
            Enter to create · Shift+Enter for a new line
          </p>
          <Button
            onClick={submit}
            disabled={!canCreate}
            className="ml-auto min-w-32 px-5 shadow-float hover:opacity-90 disabled:shadow-none"
          >
            {create.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
            {create.isPending ? "Creating..." : "Create"}
          </Button>
        </div>
        <p className="mt-auto pt-10 text-center text-xs text-muted">
          Firstly scores each of your thoughts against this subtask too.
        </p>
      </main>
    </div>
  );
}

/** Types ADDED_TEXT one character per 50 ms, holds it 1200 ms, then calls onDone once. */
function useTypedConfirmation(
  isRunning: boolean,
  setTyped: (count: number) => void,
  onDone: () => void,
) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!isRunning) return;
    const timers = Array.from({ length: ADDED_TEXT.length }, (_, i) =>
      setTimeout(() => setTyped(i + 1), (i + 1) * TYPE_MS_PER_CHAR),
    );
    timers.push(
      setTimeout(() => done.current(), ADDED_TEXT.length * TYPE_MS_PER_CHAR + ADDED_HOLD_MS),
    );
    return () => timers.forEach(clearTimeout);
  }, [isRunning, setTyped]);
}
