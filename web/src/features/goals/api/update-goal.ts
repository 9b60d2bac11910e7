import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateGoalInput } from "@firstly/core/contract/goal";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const updateGoal = (id: string, body: UpdateGoalInput) =>
  callApi("updateGoal", { params: { id }, body });

/** Title edit on the subtask / main goal detail screen. */
export function useUpdateGoal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGoalInput) => updateGoal(id, body),
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
