import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const restoreGoal = (id: string) => callApi("restoreGoal", { params: { id } });

/** A main goal is refused (409, completeCurrentMainGoalFirst) while another main goal is active. */
export function useRestoreGoal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => restoreGoal(id),
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
