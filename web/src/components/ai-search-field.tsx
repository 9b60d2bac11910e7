import { Loader2, Search, Sparkles } from "lucide-react";

/**
 * The "ask in your own words" search box of Help and Settings: a labelled search input with the
 * sparkle on the left and, on the right, the search icon or a spinner while an answer is on its way.
 */
export function AiSearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  isBusy = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
  isBusy?: boolean;
}) {
  const icon = "pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted";
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Sparkles
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-gold"
        />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className="h-12 w-full rounded-2xl border border-line bg-surface pr-10 pl-10 shadow-card outline-none placeholder:text-muted/80 focus:border-accent/50"
        />
        {isBusy ? (
          <Loader2 aria-hidden className={`${icon} animate-spin`} />
        ) : (
          <Search aria-hidden className={icon} />
        )}
      </div>
    </>
  );
}
