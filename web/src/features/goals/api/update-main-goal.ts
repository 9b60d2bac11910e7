import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateMainGoalInput } from "@firstly/core/contract/goal";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const updateMainGoal = (body: UpdateMainGoalInput) => callApi("updateMainGoal", { body });

export function useUpdateMainGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMainGoal,
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
