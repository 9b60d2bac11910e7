import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateMainGoalInput } from "@firstly/core/contract/goal";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const createMainGoal = async (body: CreateMainGoalInput) => {
  const goal = await callApi("createMainGoal", { body });
  track("client.goal_created", { goalId: goal.id, goalType: "main" });
  return goal;
};

/** Idempotent on the client id, so a retry after a lost response cannot create two goals. */
export function useCreateMainGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMainGoal,
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
