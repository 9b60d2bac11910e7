import type { QueryClient } from "@tanstack/react-query";
import type { Goal } from "@firstly/core/contract/goal";
import { queryKeys } from "../../../lib/query-keys";

/**
 * After any goal write: put the server's copy in the goals list at once (home and the side menu
 * update without waiting), then refetch everything a goal change touches — scores move, the main
 * goal text in settings changes, and creating or restoring counts toward usage.
 */
export function storeGoal(client: QueryClient, goal: Goal): void {
  client.setQueryData<Goal[]>(queryKeys.goals, (old) => {
    if (!old) return old;
    const next =
      goal.type === "main" && goal.status === "active"
        ? old.map((g) =>
            g.type === "main" && g.status === "active" && g.id !== goal.id
              ? { ...g, status: "completed" as const }
              : g,
          )
        : old;
    return next.some((g) => g.id === goal.id)
      ? next.map((g) => (g.id === goal.id ? goal : g))
      : [...next, goal];
  });
  for (const key of [queryKeys.goals, queryKeys.tasks, queryKeys.settings, queryKeys.usage]) {
    void client.invalidateQueries({ queryKey: key });
  }
}
