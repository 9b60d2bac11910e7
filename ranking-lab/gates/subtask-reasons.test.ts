/**
 * Every reason the built-in engine writes on the labelled subtask plans (fitting and blind) is a
 * sentence of its templates (`builtin/reason-grammar.ts`) quoting the thought's words and that
 * subtask's own words, never the main goal's (decision 0026). Part of `npm run lab:check`.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { reasonProblem } from "@firstly/core/scoring/builtin/reason-grammar";
import { scoreSubtasksBuiltin } from "@firstly/core/scoring/builtin/subtasks";
import { evalTiers } from "../src/eval-metrics";
import { labelledSetUrl, SUBTASK_FITTING_SETS } from "../src/tuning-sets";

/**
 * The subtask plans written blind (decision 0026): scored once per model by `eval:scoring`, never
 * fitted on. A reason needs no label, so their thoughts' reasons are rendered here too.
 */
const SUBTASK_BLIND_SETS = [
  "blind-subtask-c",
  "blind-subtask-d",
  "blind-subtask-e",
  "blind-subtask-f",
] as const;

const Plans = z.object({
  plans: z.array(
    z.object({
      id: z.string(),
      main: z.string(),
      subtasks: z.array(z.object({ id: z.string(), goal: z.string() })),
      tasks: z.array(
        z.object({
          id: z.string(),
          text: z.string(),
          subtasks: z.record(z.string(), z.enum(evalTiers)),
        }),
      ),
    }),
  ),
});

function load(set: string) {
  return Plans.parse(JSON.parse(readFileSync(labelledSetUrl(set), "utf8"))).plans;
}

describe("reasons on the labelled subtask plans", () => {
  it.each([...SUBTASK_FITTING_SETS, ...SUBTASK_BLIND_SETS])(
    "every reason on %s is a template sentence quoting the thought and its own subtask",
    (set) => {
      const problems = load(set).flatMap((plan) => {
        const scores = scoreSubtasksBuiltin(
          {
            main: { id: "main", type: "main", text: plan.main },
            subtasks: plan.subtasks.map((s) => ({ id: s.id, type: "subtask", text: s.goal })),
          },
          plan.tasks,
        );
        return plan.subtasks.flatMap((sub) =>
          plan.tasks.flatMap((t, k) => {
            const reason = scores.get(sub.id)?.[k]?.reasoning ?? "";
            // the subtask's own text, never the main goal's: a quote from the main goal fails
            const problem = reasonProblem(reason, sub.goal, t.text);
            return problem ? [`${plan.id}/${sub.id}/${t.id}: ${reason} (${problem})`] : [];
          }),
        );
      });
      expect(problems).toEqual([]);
    },
  );
});
