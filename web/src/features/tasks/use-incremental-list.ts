import { useEffect, useRef, useState } from "react";

export const FIRST_PAGE = 48;
export const NEXT_PAGE = 48;

/**
 * Renders a long list in pages: the first 48 items at once, then 48 more each time a sentinel
 * comes within ~1.5 screens of the viewport. Keeps 2,000 cards smooth without a virtualiser
 * (cards have varying heights, and find-in-page still works for what has been shown).
 */
export function useIncrementalList<T>(items: readonly T[]) {
  const [count, setCount] = useState(FIRST_PAGE);
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = count < items.length;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => c + NEXT_PAGE);
      },
      { rootMargin: "150% 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, count]);

  return { visible: hasMore ? items.slice(0, count) : items, sentinel, hasMore };
}
