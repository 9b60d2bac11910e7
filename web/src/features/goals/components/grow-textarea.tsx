import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from "react";
import { cn } from "../../../lib/cn";

type GrowTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  value: string;
  minRows?: number;
};

/** A textarea that grows with its content instead of scrolling inside itself. */
export function GrowTextarea({ value, minRows = 2, className, ...props }: GrowTextareaProps) {
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
