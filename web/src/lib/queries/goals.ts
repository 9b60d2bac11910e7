import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Goal } from "@firstly/core/contract/goal";
import { callApi } from "../api";
import { queryKeys } from "../query-keys";

/** Goals are read by home, the side menu and the goal screens; writes live in features/goals. */
export const goalsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.goals,
    queryFn: async ({ signal }) => (await callApi("listGoals", { signal })).goals,
  });

export const useGoals = (enabled = true) => useQuery({ ...goalsQueryOptions(), enabled });

export function activeMainGoal(goals: readonly Goal[] | undefined): Goal | null {
  return goals?.find((g) => g.type === "main" && g.status === "active") ?? null;
}

export function activeSubtasks(goals: readonly Goal[] | undefined): Goal[] {
  return goals?.filter((g) => g.type === "subtask" && g.status === "active") ?? [];
}
