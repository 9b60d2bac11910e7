import { useRef } from "react";
import { MAIN_GOAL_MAX } from "@firstly/core/contract/goal-text";
import { cn } from "../../../lib/cn";
import { AutoGrowTextarea } from "../../../components/auto-grow-textarea";
import { VoiceButton } from "../../../components/voice/voice-button";

interface MainGoalFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** the validation or server message to show, if any */
  error: string | null;
  placeholder?: string;
  autoFocus?: boolean;
  readOnly?: boolean;
}

/** The main goal text box: large type, a live length counter and one message line. */
export function MainGoalField({
  id,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  autoFocus,
  readOnly,
}: MainGoalFieldProps) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const length = value.trim().length;
  const over = length > MAIN_GOAL_MAX;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-semibold tracking-wider text-muted uppercase">
        Main goal
      </label>
      <AutoGrowTextarea
        ref={textRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the caller asks (the create screen); editing a goal does not
        autoFocus={autoFocus}
        readOnly={readOnly}
        minRows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count`}
        className={cn(
          "w-full rounded-2xl border bg-raised px-4 py-3 text-xl leading-snug font-semibold tracking-tight text-ink outline-none transition placeholder:font-normal placeholder:text-muted/70 focus:border-accent/50 focus:bg-surface",
          error ? "border-danger/60" : "border-line",
        )}
      />
      <div className="flex items-start gap-3 text-sm">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p
            id={`${id}-hint`}
            role={error ? "alert" : undefined}
            className="text-danger empty:hidden"
          >
            {error}
          </p>
          {!readOnly && <VoiceButton target={textRef} onInsert={onChange} />}
        </div>
        <span
          id={`${id}-count`}
          className={cn("shrink-0 pt-0.5 tabular-nums", over ? "text-danger" : "text-muted")}
        >
          {length}/{MAIN_GOAL_MAX}
        </span>
      </div>
    </div>
  );
}
