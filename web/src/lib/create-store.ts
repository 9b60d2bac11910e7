import { useSyncExternalStore } from "react";

/** A tiny external store for UI state shared across features (sheet open, menu open…). */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => state,
    set(next: T | ((prev: T) => T)) {
      state = typeof next === "function" ? (next as (prev: T) => T)(state) : next;
      listeners.forEach((l) => l());
    },
    use<S>(select: (s: T) => S): S {
      return useSyncExternalStore(
        subscribe,
        () => select(state),
        () => select(initial),
      );
    },
  };
}
