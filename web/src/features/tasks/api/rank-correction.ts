import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RankCorrectionKind, Task } from "@firstly/core/contract/task";
import { UNSCORED } from "@firstly/core/scoring/constants";
import { applyRankCorrection } from "@firstly/core/scoring/personal/rank-correction";
import { fitsGoal } from "@firstly/core/scoring/tiers";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { storeTask } from "./update-task";

export const setRankCorrection = (id: string, goalId: string, kind: RankCorrectionKind) =>
  callApi("setRankCorrection", { params: { id }, body: { goalId, kind } });

export const clearRankCorrection = (id: string, goalId: string) =>
  callApi("clearRankCorrection", { params: { id, goalId } });

/**
 * The task as the server will answer, so the list reorders at once: the correction applied to
 * the engine's score (core's rule), or the engine's score back on undo. What the server learned
 * for other thoughts arrives with the refetch.
 */
export function withCorrection(task: Task, goalId: string, kind: RankCorrectionKind | null): Task {
  const assessment = task.goalAssessments[goalId];
  const rankCorrections = { ...task.rankCorrections };
  if (kind) rankCorrections[goalId] = { kind, at: new Date().toISOString() };
  else delete rankCorrections[goalId];
  if (!assessment || assessment.score === UNSCORED) return { ...task, rankCorrections };
  const engineScore = assessment.engineScore ?? assessment.score;
  const score = kind ? applyRankCorrection(engineScore, kind) : engineScore;
  return {
    ...task,
    rankCorrections,
    goalAssessments: {
      ...task.goalAssessments,
      [goalId]: {
        ...assessment,
        score,
        fits: kind === "not_for_goal" ? false : fitsGoal(score),
        ...(kind ? { engineScore } : { engineScore: undefined, learnedShift: undefined }),
      },
    },
  };
}

function snapshot(client: QueryClient, id: string) {
  return {
    list: client.getQueryData<Task[]>(queryKeys.tasks),
    one: client.getQueryData<Task>(queryKeys.task(id)),
  };
}

/**
 * Move up / move down / not for this goal, and undo (kind null). Optimistic: the caches change at
 * once and go back if the server refuses; the server's answer then replaces the guess and the
 * list refetches (similar thoughts may have moved too).
 */
export function useRankCorrection(task: Task, goalId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: RankCorrectionKind | null) => {
      if (!goalId) throw new Error("Set a main goal first");
      return kind ? setRankCorrection(task.id, goalId, kind) : clearRankCorrection(task.id, goalId);
    },
    onMutate: async (kind) => {
      if (!goalId) return undefined;
      await client.cancelQueries({ queryKey: queryKeys.tasks });
      const before = snapshot(client, task.id);
      const current = before.one ?? before.list?.find((t) => t.id === task.id) ?? task;
      storeTask(client, withCorrection(current, goalId, kind));
      return before;
    },
    onError: (_error, _kind, before) => {
      if (before?.list) client.setQueryData(queryKeys.tasks, before.list);
      if (before?.one) client.setQueryData(queryKeys.task(task.id), before.one);
    },
    onSuccess: (saved) => {
      storeTask(client, saved);
      void client.invalidateQueries({ queryKey: queryKeys.tasks, exact: true });
    },
  });
}
