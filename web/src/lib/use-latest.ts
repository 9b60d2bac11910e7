import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * A ref that holds the newest `value` once each render is committed, for callbacks that outlive
 * the render that made them (a recording that ends, an upload, a timer) and must call the
 * caller's current handler. Written after the commit, not during the render, so a render that
 * is thrown away never leaks into it.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
