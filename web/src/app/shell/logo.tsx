import { cn } from "../../lib/cn";

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 font-semibold tracking-tight text-ink",
        className,
      )}
    >
      <svg aria-hidden viewBox="0 0 64 64" className="size-7 shrink-0">
        <rect width="64" height="64" rx="16" fill="#243056" />
        <path
          d="M22 46V18h20"
          stroke="#f0c06a"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <path d="M22 32h14" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <span className="text-lg">Firstly</span>
    </span>
  );
}
