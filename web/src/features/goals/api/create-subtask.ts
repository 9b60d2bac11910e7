import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSubtaskInput } from "@firstly/core/contract/goal";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const createSubtask = async (body: CreateSubtaskInput) => {
  const goal = await callApi("createSubtask", { body });
  track("client.goal_created", { goalId: goal.id, goalType: "subtask" });
  return goal;
};

export function useCreateSubtask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubtask,
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
