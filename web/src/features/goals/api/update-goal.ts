import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateGoalInput } from "@firstly/core/contract/goal";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const updateGoal = async (id: string, body: UpdateGoalInput) => {
  const goal = await callApi("updateGoal", { params: { id }, body });
  track("client.goal_edited", { goalId: id, goalType: goal.type });
  return goal;
};

/** Title edit on the subtask / main goal detail screen. */
export function useUpdateGoal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGoalInput) => updateGoal(id, body),
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
