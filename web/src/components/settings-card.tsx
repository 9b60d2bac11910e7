import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "../lib/cn";

interface SettingsCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  children?: ReactNode;
  /** a control placed on the title row (a switch) */
  aside?: ReactNode;
}

/** One settings section: icon, title, one line of help and its controls. */
export function SettingsCard({
  id,
  title,
  description,
  icon: Icon,
  children,
  aside,
}: SettingsCardProps) {
  return (
    <section
      aria-labelledby={`settings-${id}`}
      className="rounded-2xl border border-line/80 bg-surface p-4 shadow-card"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-xl bg-canvas text-ink-soft"
        >
          <Icon className="size-[18px]" />
        </span>
        <div className="min-w-0 flex-1 pt-0.5">
          <h3 id={`settings-${id}`} className="font-semibold tracking-tight">
            {title}
          </h3>
          {description && <p className="mt-0.5 text-sm leading-snug text-muted">{description}</p>}
        </div>
        {aside && <div className="shrink-0 pt-0.5">{aside}</div>}
      </div>
      {children && <div className={cn("mt-3.5")}>{children}</div>}
    </section>
  );
}

interface Option<V extends string> {
  value: V;
  label: string;
  hint: string;
}

interface OptionGroupProps<V extends string> {
  name: string;
  label: string;
  value: V | undefined;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}

/** A radio group drawn as two side-by-side choices. */
export function OptionGroup<V extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: OptionGroupProps<V>) {
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={cn(
              "relative flex cursor-pointer flex-col gap-0.5 rounded-xl border px-3 py-2.5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent",
              checked
                ? "border-accent/60 bg-accent-soft text-accent"
                : "border-line bg-raised text-ink-soft hover:border-accent/30",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <span className="text-sm font-semibold">{option.label}</span>
            <span className={cn("text-xs", checked ? "text-accent/80" : "text-muted")}>
              {option.hint}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

interface SwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

export function Switch({ label, checked, disabled, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:opacity-40",
        checked ? "bg-accent" : "bg-line",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "inline-block size-5 rounded-full bg-surface shadow transition-transform duration-200",
          checked ? "translate-x-6" : "translate-x-1",
        )}
      />
    </button>
  );
}
