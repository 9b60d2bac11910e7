/**
 * Subtasks are goals of their own (issue #27, decision 0026): each subtask's thoughts are its own,
 * a thought written for a sibling does not fit, and a reason is a sentence of the templates quoting
 * the thought's words and that subtask's own words. The same check over every labelled subtask plan
 * is `ranking-lab/gates/subtask-reasons.test.ts` (`npm run lab:check`).
 */
import { describe, expect, it } from "vitest";
import { FIT_THRESHOLD } from "../constants";
import { reasonProblem } from "./reason-grammar";
import { scoreSubtasksBuiltin } from "./subtasks";

interface Plan {
  main: string;
  subtasks: Array<{ id: string; goal: string }>;
  tasks: Array<{ id: string; text: string }>;
}

/** A plan of the labelled subtask plans (ranking-lab/eval-data/fit-subtask-dev.json). */
const MARATHON: Plan = {
  main: "Run my first marathon in under four hours in October",
  subtasks: [
    { id: "s1", goal: "Build weekly mileage to 50 miles" },
    { id: "s2", goal: "Fix my diet and lose 5 kg" },
    { id: "s3", goal: "Sort out race logistics for the London trip" },
  ],
  tasks: [
    ["marathon-t01", "Long run of 16 miles on Sunday at easy pace"],
    ["marathon-t02", "Add an extra recovery run on Wednesday"],
    ["marathon-t03", "Meal prep chicken and rice lunches for the week"],
    ["marathon-t04", "Stop buying crisps and chocolate at the petrol station"],
    ["marathon-t05", "Track calories in the app every day"],
    ["marathon-t06", "Book the train to London for race weekend"],
    ["marathon-t07", "Reserve a hotel near the start line"],
    ["marathon-t08", "Replace running shoes, the old ones have 500 miles"],
    ["marathon-t09", "Order takeaway pizza every night this week"],
    ["marathon-t10", "Renew the car insurance"],
  ].map(([id, text]) => ({ id: id ?? "", text: text ?? "" })),
};

function score(plan: Plan) {
  return scoreSubtasksBuiltin(
    {
      main: { id: "main", type: "main", text: plan.main },
      subtasks: plan.subtasks.map((s) => ({ id: s.id, type: "subtask", text: s.goal })),
    },
    plan.tasks,
  );
}

describe("subtask scoring", () => {
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
      ].map(([own, text], k) => ({ id: `${own}-${k}`, text: text ?? "" })),
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
    const plan = MARATHON;
    const together = score(plan);
    for (const [k, task] of plan.tasks.entries()) {
      const alone = score({ ...plan, tasks: [task] });
      for (const sub of plan.subtasks)
        expect(alone.get(sub.id)?.[0]).toEqual(together.get(sub.id)?.[k]);
    }
  });
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
