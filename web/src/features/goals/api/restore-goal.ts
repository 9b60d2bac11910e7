import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const restoreGoal = async (id: string) => {
  const goal = await callApi("restoreGoal", { params: { id } });
  track("client.goal_restored", { goalId: id, goalType: goal.type });
  return goal;
};

/** A main goal is refused (409, completeCurrentMainGoalFirst) while another main goal is active. */
export function useRestoreGoal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => restoreGoal(id),
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
