import { useId } from "react";
import { cn } from "../../lib/cn";

/** A labelled input for the account forms, with its error under it. */
export function Field({
  label,
  error,
  ...input
}: {
  label: string;
  error?: string | null;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
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
          "h-11 rounded-xl border bg-surface px-3.5 text-base text-ink outline-none transition focus:border-accent focus:ring-4 focus:ring-accent/15",
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
