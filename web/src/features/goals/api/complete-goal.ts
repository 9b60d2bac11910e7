import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const completeGoal = (id: string) => callApi("completeGoal", { params: { id } });

export function useCompleteGoal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => completeGoal(id),
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
