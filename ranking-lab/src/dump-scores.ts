/**
 * Writes every built-in score the labelled sets produce, so a change that must not move any score
 * (a file move, a rename, a refactor) can be checked byte for byte:
 *
 *   npx tsx ranking-lab/src/dump-scores.ts [eval-data dir] [out.json]
 *   (defaults: ranking-lab/eval-data, scores.json)
 *
 * Each set is keyed by the `name` field inside it (not its file name, so renaming a file leaves
 * the dump unchanged). A main-goal set gives goal → task → score and reasoning; a subtask-plans
 * file gives, per plan, the main goal's and every subtask's scores, the subtasks scored together
 * as the server does.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { scoreTasksBuiltin } from "@firstly/core/scoring/builtin/engine";
import { scoreSubtasksBuiltin } from "@firstly/core/scoring/builtin/subtasks";
import type { ScoringGoal, TaskScore } from "@firstly/core/scoring/types";

interface MainGoalSet {
  name: string;
  cases: Array<{ id: string; goal: string; tasks: Array<{ id: string; text: string }> }>;
}

interface SubtaskPlansFile {
  name: string;
  kind: "subtask-plans";
  plans: Array<{
    id: string;
    main: string;
    subtasks: Array<{ id: string; goal: string }>;
    tasks: Array<{ id: string; text: string }>;
  }>;
}

type ScoreTable = Record<string, { score: number; reasoning: string }>;

const table = (scores: readonly TaskScore[]): ScoreTable =>
  Object.fromEntries(scores.map((s) => [s.taskId, { score: s.score, reasoning: s.reasoning }]));

function dumpMainGoals(set: MainGoalSet): Record<string, ScoreTable> {
  return Object.fromEntries(
    set.cases.map((c) => [
      c.id,
      table(scoreTasksBuiltin({ id: c.id, type: "main", text: c.goal }, c.tasks)),
    ]),
  );
}

function dumpPlans(file: SubtaskPlansFile): Record<string, Record<string, ScoreTable>> {
  return Object.fromEntries(
    file.plans.map((plan) => {
      const main: ScoringGoal = { id: `${plan.id}:main`, type: "main", text: plan.main };
      const subtasks: ScoringGoal[] = plan.subtasks.map((s) => ({
        id: s.id,
        type: "subtask",
        text: s.goal,
      }));
      const bySubtask = scoreSubtasksBuiltin({ main, subtasks }, plan.tasks);
      const goals: Record<string, ScoreTable> = {
        [main.id]: table(scoreTasksBuiltin(main, plan.tasks)),
      };
      for (const sub of subtasks) goals[sub.id] = table(bySubtask.get(sub.id) ?? []);
      return [plan.id, goals];
    }),
  );
}

const dir = process.argv[2] ?? "ranking-lab/eval-data";
const out = process.argv[3] ?? "scores.json";
const dump: Record<string, unknown> = {};
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
for (const file of files) {
  const data = JSON.parse(readFileSync(join(dir, file), "utf8")) as MainGoalSet | SubtaskPlansFile;
  if (data.name in dump) throw new Error(`two sets are named ${data.name}`);
  dump[data.name] = "kind" in data ? dumpPlans(data) : dumpMainGoals(data);
}
const sorted = Object.fromEntries(Object.entries(dump).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(out, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${files.length} files → ${out}`);
