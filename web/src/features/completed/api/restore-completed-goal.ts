import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Goal } from "@firstly/core/contract/goal";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const restoreCompletedGoal = async (id: string) => {
  const goal = await callApi("restoreGoal", { params: { id } });
  track("client.goal_restored", { goalId: id, goalType: goal.type });
  return goal;
};

/**
 * Restore from the Completed drawer. The restored goal leaves the list at once; scores, the main
 * goal text and usage are refetched. A main goal is refused while another one is active.
 */
export function useRestoreCompletedGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreCompletedGoal,
    onSuccess: (goal) => {
      client.setQueryData<Goal[]>(queryKeys.goals, (old) =>
        old?.map((g) => (g.id === goal.id ? goal : g)),
      );
      for (const key of [queryKeys.goals, queryKeys.tasks, queryKeys.settings, queryKeys.usage]) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
}
