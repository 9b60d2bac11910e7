import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateMainGoalInput } from "@firstly/core/contract/goal";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const updateMainGoal = async (body: UpdateMainGoalInput) => {
  const goal = await callApi("updateMainGoal", { body });
  track("client.goal_edited", { goalId: goal.id, goalType: "main" });
  return goal;
};

export function useUpdateMainGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMainGoal,
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
