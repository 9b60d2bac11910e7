import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from "react";
import { cn } from "../lib/cn";

type AutoGrowTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  value: string;
  minRows?: number;
};

/** A textarea that grows with its content instead of scrolling inside itself. */
export function AutoGrowTextarea({
  value,
  minRows = 3,
  className,
  ...props
}: AutoGrowTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);
  return (
    <textarea
      ref={ref}
      rows={minRows}
      value={value}
      className={cn("resize-none overflow-hidden", className)}
      {...props}
    />
  );
}
