import { useEffect, useState } from "react";

/**
 * docs/behaviour/home.md#header: the header hides when scrolling down once past 20 px and shows
 * again on scroll up.
 */
export const HEADER_HIDE_AFTER_PX = 20;

export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // read on the first scroll, not at mount: reading scrollY during the first commit forced a
    // layout of the whole page in the middle of it (the page starts at the top in any case)
    let lastY: number | null = null;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const previous = lastY ?? 0;
        if (y > previous && y > HEADER_HIDE_AFTER_PX) setHidden(true);
        else if (y < previous || y <= HEADER_HIDE_AFTER_PX) setHidden(false);
        lastY = y;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return hidden;
}
