/**
 * Subtasks are goals of their own (issue #27, decision 0026): each subtask's thoughts are its own,
 * a thought written for a sibling does not fit, and every reason on every labelled subtask plan is
 * a sentence of the templates quoting the thought's words and that subtask's own words.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FIT_THRESHOLD } from "../constants";
import { evalTiers } from "../eval-metrics";
import { reasonProblem } from "./reason-grammar";
import { scoreSubtasksBuiltin } from "./subtasks";

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

function load(file: string) {
  const url = new URL(`../../../scripts/eval-data/${file}`, import.meta.url);
  return Plans.parse(JSON.parse(readFileSync(url, "utf8"))).plans;
}

function score(plan: ReturnType<typeof load>[number]) {
  return scoreSubtasksBuiltin(
    {
      main: { id: "main", type: "main", text: plan.main },
      subtasks: plan.subtasks.map((s) => ({ id: s.id, type: "subtask", text: s.goal })),
    },
    plan.tasks,
  );
}

describe("subtask scoring", () => {
  const dev = load("subtask-dev.json");

  it("a thought written for a sibling subtask does not fit this one (the journey's plan)", () => {
    const plan = {
      id: "journey",
      main: "Launch my freelance design portfolio and land my first paying clients this spring",
      subtasks: [
        { id: "sketch", goal: "Practice daily sketching for an hour" },
        { id: "clients", goal: "Get three paying clients through referrals" },
        { id: "site", goal: "Set up the portfolio website hosting and domain" },
      ],
      tasks: [
        ["sketch", "Sketch people on the train in my pocket sketchbook"],
        ["sketch", "Daily drawing exercise: 30 quick figure sketches"],
        ["clients", "Email three former colleagues asking for freelance referrals"],
        ["clients", "Call Tom about a referral to his design agency"],
        ["site", "Buy the domain name and point it at the hosting provider"],
        ["site", "Compare Netlify and Squarespace hosting plans"],
        ["", "Book a dentist appointment"],
      ].map(([own, text], k) => ({ id: `${own}-${k}`, text: text ?? "", subtasks: {} })),
    };
    const scores = score(plan);
    for (const sub of plan.subtasks) {
      const fitting = (scores.get(sub.id) ?? [])
        .filter((s) => s.score <= FIT_THRESHOLD)
        .map((s) => s.taskId);
      expect(fitting.sort()).toEqual(
        plan.tasks
          .filter((t) => t.id.startsWith(`${sub.id}-`))
          .map((t) => t.id)
          .sort(),
      );
    }
  });

  it("scores a thought the same alone as among others (the server scores one new thought at a time)", () => {
    const plan = dev[1]!;
    const together = score(plan);
    for (const [k, task] of plan.tasks.entries()) {
      const alone = score({ ...plan, tasks: [task] });
      for (const sub of plan.subtasks)
        expect(alone.get(sub.id)?.[0]).toEqual(together.get(sub.id)?.[k]);
    }
  });

  it.each([
    "subtask-dev.json",
    "subtask-fit-a.json",
    "subtask-fit-b.json",
    "subtask-fit-c.json",
    "subtask-fit-d.json",
  ])(
    "every reason on %s is a template sentence quoting the thought and its own subtask",
    (file) => {
      const problems = load(file).flatMap((plan) => {
        const scores = score(plan);
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

describe("reason grammar", () => {
  const goal = "Practice daily sketching for an hour";
  const task = "Email three former colleagues asking for freelance referrals";

  it("accepts the templates with quotes from the thought and the goal", () => {
    expect(
      reasonProblem('Supports the goal: "colleagues" relates to "sketching".', goal, task),
    ).toBeNull();
    expect(reasonProblem("Another subtask fits this thought better.", goal, task)).toBeNull();
    expect(reasonProblem("Works against the goal: putting it off.", goal, task)).toBeNull();
  });

  it("refuses the sentences issue #27 found: a topic the goal never names, broken grammar", () => {
    expect(reasonProblem("Directly advances the goal: photography practice.", goal, task)).toBe(
      "matches no template",
    );
    expect(
      reasonProblem("Works against the goal: it drops closely related to the goal.", goal, task),
    ).toBe("matches no template");
    expect(
      reasonProblem('Supports the goal: "referrals" relates to "photography".', goal, task),
    ).toMatch(/"photography" as the goal's words/);
    expect(
      reasonProblem('Supports the goal: "portfolio" relates to "sketching".', goal, task),
    ).toMatch(/"portfolio" as the task's words/);
  });
});
