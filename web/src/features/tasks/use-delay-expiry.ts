import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { queryKeys } from "../../lib/query-keys";
import { DELAY_CHECK_AFTER_LOAD_MS, hasExpiredDelay, msUntilNextDelayEnd } from "./delay-expiry";

/**
 * docs/behaviour/states.md#task-status: delayed tasks whose delay has ended return to pending —
 * checked on window focus, when the page becomes visible, 500 ms after notes load, and (so an open
 * page needs no nudge) when the next delay ends. The server performs the transition when the list
 * is read; this refetches it.
 */
export function useDelayExpiry(tasks: readonly Task[] | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!tasks) return;
    const refetch = () => void client.invalidateQueries({ queryKey: queryKeys.tasks });
    const check = () => {
      if (hasExpiredDelay(tasks, Date.now())) refetch();
    };
    const afterLoad = setTimeout(check, DELAY_CHECK_AFTER_LOAD_MS);
    const next = msUntilNextDelayEnd(tasks, Date.now());
    // setTimeout caps at ~24.8 days; a later delay is caught by focus/visibility instead
    const atEnd = next !== null && next < 2 ** 31 - 1 ? setTimeout(refetch, next + 250) : undefined;
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(afterLoad);
      if (atEnd) clearTimeout(atEnd);
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [tasks, client]);
}
