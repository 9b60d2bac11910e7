import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSubtaskInput } from "@firstly/core/contract/goal";
import { callApi } from "../../../lib/api";
import { storeGoal } from "./goal-cache";

export const createSubtask = (body: CreateSubtaskInput) => callApi("createSubtask", { body });

export function useCreateSubtask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubtask,
    onSuccess: (goal) => storeGoal(client, goal),
  });
}
