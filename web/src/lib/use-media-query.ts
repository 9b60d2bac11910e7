import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches now; follows changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const supported = typeof window !== "undefined" && typeof window.matchMedia === "function";
  return useSyncExternalStore(
    (notify) => {
      if (!supported) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => supported && window.matchMedia(query).matches,
    () => false,
  );
}

/** Wide enough to show a thought as a dialog over home rather than as its own screen. */
export const WIDE_QUERY = "(min-width: 900px)";

/** A task opened from a home card carries this history state; on a wide screen it opens over home. */
export interface OverHomeState {
  overHome?: boolean;
}
