/**
 * Undo/redo history as plain data (docs/behaviour/task-view.md task view: minimum 200 ms between
 * history entries). A change that comes less than `minGapMs` after the previous change replaces the
 * newest entry instead of adding one, so a burst of typing undoes as one step. The starting value
 * is always kept, so undo can always get back to it.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** time of the last recorded change; -Infinity right after load, undo or redo */
  lastAt: number;
}

export const HISTORY_LIMIT = 200;

export function createHistory<T>(initial: T): History<T> {
  return { past: [], present: initial, future: [], lastAt: -Infinity };
}

export function recordChange<T>(
  history: History<T>,
  value: T,
  at: number,
  minGapMs: number,
): History<T> {
  if (at - history.lastAt < minGapMs && history.past.length > 0) {
    return { ...history, present: value, future: [], lastAt: at };
  }
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: value,
    future: [],
    lastAt: at,
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastAt: -Infinity,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return {
    past: [...history.past, history.present],
    present: next,
    future: rest,
    lastAt: -Infinity,
  };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
