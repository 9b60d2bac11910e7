import { useCallback, useLayoutEffect, useRef, type Ref, type TextareaHTMLAttributes } from "react";
import { cn } from "../lib/cn";

type AutoGrowTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  value: string;
  minRows?: number;
  /** the textarea itself, for a caller that needs its caret (voice input) */
  ref?: Ref<HTMLTextAreaElement>;
};

/** A textarea that grows with its content instead of scrolling inside itself. */
export function AutoGrowTextarea({
  value,
  minRows = 3,
  className,
  ref: outerRef,
  ...props
}: AutoGrowTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const setRef = useCallback(
    (el: HTMLTextAreaElement | null) => {
      ref.current = el;
      if (typeof outerRef === "function") outerRef(el);
      else if (outerRef) outerRef.current = el;
    },
    [outerRef],
  );
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${el.scrollHeight}px`;
  }, [value, minRows]);
  return (
    <textarea
      ref={setRef}
      rows={minRows}
      value={value}
      className={cn("resize-none overflow-hidden", className)}
      {...props}
    />
  );
}
