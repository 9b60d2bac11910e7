import { useId } from "react";
import { cn } from "../lib/cn";

export interface TextFieldProps {
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  error?: string | null;
  onChange: (e: { target: { value: string } }) => void;
  onBlur?: () => void;
  inputMode?: "numeric" | "text" | "email";
  maxLength?: number;
  autoFocus?: boolean;
  spellCheck?: boolean;
}

/** A labelled input with its error under it (sign-in sheet, account forms, reset screen). */
export function TextField({ label, error, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          "h-12 rounded-xl border bg-surface px-3.5 text-base text-ink outline-none transition placeholder:text-muted focus:border-accent focus:ring-4 focus:ring-accent/15",
          error ? "border-danger" : "border-line",
        )}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
