import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * `onServer` on the server and while React takes over the markup the server drew (decision
 * 0028); `value` in every other render. For what only this device knows (a choice kept in
 * localStorage, a draft waiting on it): drawn during the takeover, it would differ from the
 * server's markup, and React keeps the server's attributes where they differ. Where the two are
 * the same (the usual case: nothing chosen, nothing waiting), the takeover is not followed by a
 * second, blocking render of the component (decision 0029). `value` must be a primitive.
 */
export function useAfterTakeover<T extends string | number | boolean | null>(
  value: T,
  onServer: T,
): T {
  return useSyncExternalStore(
    never,
    () => value,
    () => onServer,
  );
}

let takingOver = false;

/** Called by main.tsx around React's takeover of the server's first paint. */
export function setTakingOver(value: boolean) {
  takingOver = value;
}

/**
 * Whether React is taking over the server's first paint right now: a part the server cannot draw
 * (a drawer, in a portal) waits for the takeover to end instead of being drawn in it (decision
 * 0029).
 */
export function isTakingOver(): boolean {
  return takingOver;
}

/**
 * Whether the page is the server's paint still waiting for the app to take it over (its markup
 * is inert until then, decision 0028): the page asked for the first screen's code already.
 */
export function serverPaintWaits(): boolean {
  return document.querySelector("#root > [data-first-paint][inert]") !== null;
}
