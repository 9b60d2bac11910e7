import { useState } from "react";
import { Check, Copy } from "lucide-react";

/** A secret shown once: selectable monospace text and a Copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="flex items-stretch gap-2">
      <input
        readOnly
        aria-label={label}
        value={value}
        onFocus={(e) => e.currentTarget.select()}
        className="h-10 min-w-0 flex-1 rounded-xl border border-line bg-canvas px-3 font-mono text-xs text-ink outline-none focus:border-accent/50"
      />
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl border border-line bg-raised px-3 text-sm font-semibold text-ink-soft transition hover:border-accent/40 hover:text-accent"
      >
        {copied ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Copy aria-hidden className="size-4" />
        )}
        {copied ? "Copied" : "Copy"}
      </button>
    </div>
  );
}
