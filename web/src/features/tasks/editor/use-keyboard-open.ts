import { useEffect, useState } from "react";

/**
 * docs/behaviour/limits.md#geometry: the on-screen keyboard counts as open when the visual viewport
 * shrinks by over 150 px.
 */
export const KEYBOARD_OPEN_PX = 150;

export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    let fullHeight = viewport.height;
    const update = () => {
      fullHeight = Math.max(fullHeight, viewport.height);
      setOpen(fullHeight - viewport.height > KEYBOARD_OPEN_PX);
    };
    // a rotation changes the full height: measure again
    const reset = () => {
      fullHeight = viewport.height;
      update();
    };
    viewport.addEventListener("resize", update);
    window.addEventListener("orientationchange", reset);
    return () => {
      viewport.removeEventListener("resize", update);
      window.removeEventListener("orientationchange", reset);
    };
  }, []);
  return open;
}
