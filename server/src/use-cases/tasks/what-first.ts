import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";
import { UNSCORED } from "@firstly/core/scoring/constants";
import { tierForScore, tierLabel, type ScoreTier } from "@firstly/core/scoring/tiers";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";
import { listGoals } from "../goals/list-goals";
import { listTasks } from "./list-tasks";

export const WHAT_FIRST_MAX = 10;

export interface RankedTask {
  id: string;
  title: string | null;
  text: string;
  tier: ScoreTier;
  tierLabel: string;
  score: number | null;
  reason: string;
}

/** Open thoughts: what home lists as to do (not completed, delayed or archived). */
const OPEN = new Set(["pending", "active"]);

/**
 * The assistant's "what should I do first?": the person's open thoughts ranked for their main goal
 * (or one active subtask goal) as home ranks them — priority first, then lowest score, unscored
 * last, newer first on ties — each with its tier, score and the engine's one-line reason. The
 * scores are the person's (their corrections applied), exactly as GET /api/tasks presents them.
 */
export async function whatFirst({
  deps,
  user,
  goalId,
  limit,
}: {
  deps: Pick<AppDeps, "db" | "now" | "database" | "notifier">;
  user: SessionUser;
  goalId?: string;
  limit: number;
}): Promise<{ goal: Goal; thoughts: RankedTask[] }> {
  const { goals } = await listGoals({ deps, user });
  const goal = goalId
    ? goals.find((g) => g.id === goalId && g.status === "active")
    : goals.find((g) => g.type === "main" && g.status === "active");
  if (!goal) throw new AppError("NOT_FOUND");
  const listed = JSON.parse((await listTasks({ deps, user })).text) as { tasks: Task[] };
  const open = listed.tasks.filter((t) => OPEN.has(t.status));
  const scored = open.map((task) => ({
    task,
    score: task.goalAssessments[goal.id]?.score ?? UNSCORED,
  }));
  scored.sort(
    (a, b) =>
      Number(b.task.isPriority) - Number(a.task.isPriority) ||
      a.score - b.score ||
      Date.parse(b.task.createdAt) - Date.parse(a.task.createdAt) ||
      (a.task.id < b.task.id ? -1 : 1),
  );
  const thoughts = scored
    .slice(0, Math.min(Math.max(1, limit), WHAT_FIRST_MAX))
    .map(({ task, score }): RankedTask => {
      const tier = tierForScore(score);
      return {
        id: task.id,
        title: task.title,
        text: task.text,
        tier,
        tierLabel: tierLabel(tier),
        score: tier === "unscored" ? null : score,
        reason: task.goalAssessments[goal.id]?.reasoning ?? "Not scored yet",
      };
    });
  return { goal, thoughts };
}
