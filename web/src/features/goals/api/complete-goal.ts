import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const completeGoal = async (id: string) => {
  const goal = await callApi("completeGoal", { params: { id } });
  track("client.goal_completed", { goalId: id, goalType: goal.type });
  return goal;
};

export function useCompleteGoal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => completeGoal(id),
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
