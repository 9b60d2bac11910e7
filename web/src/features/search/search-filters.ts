import { useCallback, useState } from "react";
import type { SearchKind, SearchScope } from "@firstly/core/contract/search";
import { readJson, writeJson } from "../../lib/storage";

/**
 * docs/behaviour/search.md#filters: sort Most Recent (date) or Alphabetical (name), and which kinds
 * to look at. `setAside`: whether open search also finds thoughts set aside — delayed, scheduled or
 * archived (issue #26).
 */
export interface SearchFilters {
  sort: "date" | "name";
  kinds: Record<SearchKind, boolean>;
  setAside: boolean;
}

/** docs/behaviour/data.md#kept-on-the-device names these local keys exactly. */
export const FILTER_KEYS: Record<SearchScope, string> = {
  active: "searchComponentFilters",
  completed: "searchCompletedFilters",
};

/** Open search offers the 'Set aside' toggle; a completed thought is never set aside. */
export const OFFERS_SET_ASIDE: Record<SearchScope, boolean> = { active: true, completed: false };

export const SET_ASIDE_LABEL = "Set aside";

/** The toggles each screen offers: Completed Items adds main goals. */
export const KINDS_BY_SCOPE: Record<SearchScope, readonly SearchKind[]> = {
  active: ["task", "subtask"],
  completed: ["task", "subtask", "main"],
};

export const KIND_LABELS: Record<SearchKind, string> = {
  task: "Thoughts",
  subtask: "Subtasks",
  main: "Main goals",
};

export function defaultFilters(scope: SearchScope): SearchFilters {
  const offered = new Set(KINDS_BY_SCOPE[scope]);
  return {
    sort: "date",
    kinds: {
      task: offered.has("task"),
      subtask: offered.has("subtask"),
      main: offered.has("main"),
    },
    // on: nothing that left home is out of reach of a search; off narrows to what home shows
    setAside: OFFERS_SET_ASIDE[scope],
  };
}

/** Stored filters, repaired: unknown values fall back, and at least one offered kind stays on. */
export function readFilters(scope: SearchScope, stored: unknown): SearchFilters {
  const base = defaultFilters(scope);
  if (!stored || typeof stored !== "object") return base;
  const s = stored as { sort?: unknown; kinds?: Record<string, unknown>; setAside?: unknown };
  const sort = s.sort === "name" || s.sort === "date" ? s.sort : base.sort;
  const setAside =
    OFFERS_SET_ASIDE[scope] && typeof s.setAside === "boolean" ? s.setAside : base.setAside;
  const kinds = { ...base.kinds };
  for (const kind of KINDS_BY_SCOPE[scope]) {
    if (typeof s.kinds?.[kind] === "boolean") kinds[kind] = s.kinds[kind];
  }
  if (!KINDS_BY_SCOPE[scope].some((k) => kinds[k])) return { sort, kinds: base.kinds, setAside };
  return { sort, kinds, setAside };
}

/**
 * Turns a kind on or off, unless it is the last one on (docs/behaviour/search.md#filters: the last
 * toggled filter cannot be switched off). Returns null when the change is refused, so the screen
 * can say so.
 */
export function toggleKind(
  scope: SearchScope,
  filters: SearchFilters,
  kind: SearchKind,
): SearchFilters | null {
  const next = { ...filters, kinds: { ...filters.kinds, [kind]: !filters.kinds[kind] } };
  if (!KINDS_BY_SCOPE[scope].some((k) => next.kinds[k])) return null;
  return next;
}

export function selectedKinds(scope: SearchScope, filters: SearchFilters): SearchKind[] {
  return KINDS_BY_SCOPE[scope].filter((k) => filters.kinds[k]);
}

/** Filters kept in localStorage under the scope's docs/behaviour/search.md#filters key. */
export function useSearchFilters(scope: SearchScope) {
  const [filters, setFilters] = useState(() => readFilters(scope, readJson(FILTER_KEYS[scope])));
  const update = useCallback(
    (next: SearchFilters) => {
      setFilters(next);
      writeJson(FILTER_KEYS[scope], next);
    },
    [scope],
  );
  return [filters, update] as const;
}
