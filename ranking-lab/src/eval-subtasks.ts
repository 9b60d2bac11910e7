/**
 * The subtask half of `eval:scoring`: reads labelled subtask plans and reports fit precision,
 * recall and nDCG@3 within each subtask's list. The built-in engine scores a plan's subtasks
 * together (`scoreSubtasksBuiltin`, as the server does); a model engine scores each subtask alone.
 */
import { z } from "zod";
import { evalTiers, rankByScore } from "./eval-metrics";
import {
  formatSubtaskLine,
  subtaskListMetrics,
  subtaskOverall,
  type SubtaskListMetrics,
} from "./subtask-metrics";
import { scoreSubtasksBuiltin } from "@firstly/core/scoring/builtin/subtasks";
import type { ScoringEngine, ScoringGoal, TaskScore } from "@firstly/core/scoring/types";

const Tier = z.enum(evalTiers);

export const SubtaskPlans = z.object({
  name: z.string(),
  version: z.number(),
  kind: z.literal("subtask-plans"),
  tiers: z.array(Tier).optional(),
  plans: z
    .array(
      z.object({
        id: z.string().min(1),
        main: z.string().min(1),
        subtasks: z.array(z.object({ id: z.string().min(1), goal: z.string().min(1) })).min(1),
        tasks: z
          .array(
            z.object({
              id: z.string().min(1),
              text: z.string(),
              main: Tier,
              subtasks: z.record(z.string(), Tier),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type SubtaskPlans = z.infer<typeof SubtaskPlans>;
type Plan = SubtaskPlans["plans"][number];

async function scorePlan(engine: ScoringEngine, plan: Plan): Promise<Map<string, TaskScore[]>> {
  const main: ScoringGoal = { id: `${plan.id}:main`, type: "main", text: plan.main };
  const subtasks: ScoringGoal[] = plan.subtasks.map((s) => ({
    id: s.id,
    type: "subtask",
    text: s.goal,
  }));
  const tasks = plan.tasks.map((t) => ({ id: t.id, text: t.text }));
  if (engine.id === "builtin") return scoreSubtasksBuiltin({ main, subtasks }, tasks);
  const out = new Map<string, TaskScore[]>();
  for (const sub of subtasks) out.set(sub.id, await engine.scoreTasks(sub, tasks));
  return out;
}

const pad = (s: string, n: number) =>
  s.length >= n ? s.slice(0, n) : s + " ".repeat(n - s.length);
const num = (x: number | null) => (x === null ? "     n/a" : x.toFixed(3).padStart(8));

export async function scoreSubtaskPlans(
  engine: ScoringEngine,
  files: readonly SubtaskPlans[],
  options: { verbose: boolean; log: (line: string) => void },
): Promise<void> {
  const { log } = options;
  const plans = files.flatMap((f) => f.plans);
  log(
    `engine ${engine.label} · subtask plans ${files.map((f) => f.name).join(", ")} · ${plans.length} plans`,
  );
  log(`${pad("plan / subtask", 32)}   ndcg@3  fits  right  missed`);
  const lists: SubtaskListMetrics[] = [];
  for (const plan of plans) {
    const scores = await scorePlan(engine, plan);
    for (const sub of plan.subtasks) {
      const byId = new Map((scores.get(sub.id) ?? []).map((s) => [s.taskId, s]));
      const rows = plan.tasks.map((t) => {
        const tier = t.subtasks[sub.id];
        if (!tier) throw new Error(`plan ${plan.id}: task ${t.id} has no label for ${sub.id}`);
        const r = byId.get(t.id);
        return { t, tier, r, score: r?.score ?? Number.POSITIVE_INFINITY };
      });
      const m = subtaskListMetrics(rows);
      lists.push(m);
      log(
        `${pad(`${plan.id} / ${sub.id}`, 32)} ${num(m.ndcg3)} ${String(m.truePositives + m.falsePositives).padStart(5)} ${String(m.truePositives).padStart(6)} ${String(m.falseNegatives).padStart(7)}`,
      );
      if (options.verbose) {
        log(`   subtask: ${sub.goal}`);
        for (const [rank, row] of rankByScore(rows).entries())
          log(
            `   ${String(rank).padStart(2)} ${String(row.score).padStart(5)} ${pad(row.tier, 11)} ${pad(row.t.text.replace(/\s+/g, " "), 60)} | ${row.r?.reasoning ?? ""}`,
          );
      }
    }
  }
  log(formatSubtaskLine(subtaskOverall(lists)));
}
