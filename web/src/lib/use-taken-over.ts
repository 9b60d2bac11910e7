import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while React takes over the markup the server drew (decision 0028);
 * true in every other render. What only this device knows (a choice kept in localStorage, a draft
 * waiting on it) is shown once this is true: drawn during the takeover, it would differ from the
 * server's markup, and React keeps the server's attributes where they differ.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
