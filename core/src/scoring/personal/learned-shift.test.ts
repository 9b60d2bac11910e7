import { describe, expect, it } from "vitest";
import type { GoalAssessment, RankCorrection, TaskStatus } from "../../contract/task";
import { UNSCORED } from "../constants";
import { createLearner, learningExamples, type LearningSource } from "./learned-shift";
import { LEARNING } from "./learning-tuning";
import { personalAssessments, type PersonalTask } from "./personal-assessments";
import { topicWords, wordOverlap } from "./similarity";

const GOAL = "goal-main";
const OTHER = "goal-sub";
let n = 0;

function thought(
  text: string,
  options: {
    status?: TaskStatus;
    corrections?: Record<string, RankCorrection["kind"]>;
    score?: number;
  } = {},
): LearningSource & PersonalTask {
  n += 1;
  const assessment: GoalAssessment = {
    goalType: "main",
    score: options.score ?? 5000,
    basicScore: options.score ?? 5000,
    fits: false,
    confidence: 0.5,
    reasoning: "",
    engine: "builtin",
    scoredAt: "2026-01-01T00:00:00.000Z",
  };
  return {
    id: `t${n}`,
    title: null,
    text,
    status: options.status ?? "pending",
    goalAssessments: { [GOAL]: assessment },
    rankCorrections: Object.fromEntries(
      Object.entries(options.corrections ?? {}).map(([goal, kind]) => [
        goal,
        { kind, at: "2026-01-01T00:00:00.000Z" },
      ]),
    ),
  };
}

const scoreOf = (t: PersonalTask, history: LearningSource[]) =>
  personalAssessments(t, createLearner(learningExamples(history)))[GOAL]?.score;

describe("topicWords and wordOverlap", () => {
  it("drops stop words, folds case and accents, stems endings", () => {
    expect([...topicWords("Calling the VET about Rex's café visits")]).toEqual([
      "call",
      "vet",
      "rex",
      "cafe",
      "visit",
    ]);
  });
  it.each([
    ["call the vet about the cat", "call the vet about the dog", 2 / 3],
    ["call the vet", "call the vet", 1],
    ["call the vet", "write the report", 0],
    ["", "call the vet", 0],
  ])("%s ~ %s = %s", (a, b, expected) => {
    expect(wordOverlap(topicWords(a), topicWords(b))).toBeCloseTo(expected);
  });
});

describe("learned shift", () => {
  const vetDown = [
    "Call the vet about Rex's vaccination",
    "Call the vet about the cat's teeth",
    "Call the vet about flea pills",
  ].map((text) => thought(text, { corrections: { [GOAL]: "down" } }));

  it("after 3 corrections moving 'call the vet about X' down, a new similar thought lands below where it would have", () => {
    const fresh = thought("Call the vet about the dog's limp", { score: 5000 });
    const learned = scoreOf(fresh, vetDown) ?? 0;
    expect(scoreOf(fresh, [])).toBe(5000);
    expect(learned).toBeGreaterThan(5000);
    expect(learned).toBe(5900); // overlap 0.5 each: lean 1.5 / 2.5 = 0.6 of 1500
    // and it now ranks below a thought the engine had put just under it
    expect(learned).toBeGreaterThan(5800);
  });

  it("does not touch an unrelated thought", () => {
    expect(scoreOf(thought("Finish the quarterly report", { score: 5000 }), vetDown)).toBe(5000);
  });

  it("moves similar thoughts up after up corrections", () => {
    const ups = ["Practise guitar scales", "Practise guitar chords"].map((text) =>
      thought(text, { corrections: { [GOAL]: "up" } }),
    );
    expect(scoreOf(thought("Practise guitar solos", { score: 4000 }), ups)).toBeLessThan(4000);
  });

  it("is bounded: a contradiction never climbs more than maxShift, even with many corrections", () => {
    const many = Array.from({ length: 50 }, () =>
      thought("Eat a whole cake tonight", { corrections: { [GOAL]: "up" } }),
    );
    const score = scoreOf(thought("Eat a whole cake tonight", { score: 10000 }), many) ?? 0;
    expect(score).toBeGreaterThanOrEqual(10000 - LEARNING.maxShift);
    expect(score).toBeGreaterThan(7000); // still an obstacle
  });

  it("counts completed as a slight up and delayed or archived as a slight down", () => {
    const done = [thought("Water the garden plants", { status: "completed" })];
    const put = [thought("Water the garden plants", { status: "skipped" })];
    const later = [thought("Water the garden plants", { status: "delayed" })];
    const fresh = thought("Water the garden plants", { score: 5000 });
    // one identical signal at half weight: lean 0.5 / 1.5 = 1/3 of 1500
    expect(scoreOf(fresh, done)).toBe(4500);
    expect(scoreOf(fresh, put)).toBe(5500);
    expect(scoreOf(fresh, later)).toBe(5500);
  });

  it("a correction for another goal counts half; 'not for this goal' for another goal not at all", () => {
    const fresh = thought("Call the vet about the dog's limp", { score: 5000 });
    const down = vetDown.map((t) => ({
      ...t,
      rankCorrections: { [OTHER]: { kind: "down" as const, at: "" } },
    }));
    const nfg = vetDown.map((t) => ({
      ...t,
      rankCorrections: { [OTHER]: { kind: "not_for_goal" as const, at: "" } },
    }));
    const half = scoreOf(fresh, down) ?? 0;
    expect(half).toBeGreaterThan(5000);
    expect(half).toBeLessThan(5900);
    expect(scoreOf(fresh, nfg)).toBe(5000);
  });

  it("a thought does not learn from itself", () => {
    const [first] = vetDown;
    if (!first) throw new Error("fixture");
    const alone = personalAssessments(
      { ...first, rankCorrections: {} },
      createLearner(learningExamples([first])),
    );
    expect(alone[GOAL]?.score).toBe(5000);
  });
});

describe("personalAssessments", () => {
  const learner = createLearner([]);
  it("applies a correction, keeps the engine's score and recomputes fits", () => {
    const up = personalAssessments(
      thought("Anything", { score: 5000, corrections: { [GOAL]: "up" } }),
      learner,
    )[GOAL];
    expect(up).toMatchObject({ score: 2000, engineScore: 5000, fits: true });
    const nfg = personalAssessments(
      thought("Anything", { score: 500, corrections: { [GOAL]: "not_for_goal" } }),
      learner,
    )[GOAL];
    expect(nfg).toMatchObject({ score: 8500, engineScore: 500, fits: false });
  });
  it("leaves unscored and uncorrected assessments as they are (same object)", () => {
    const plain = thought("Anything", { score: 3000 });
    expect(personalAssessments(plain, learner)).toBe(plain.goalAssessments);
    const unscored = thought("Anything", { score: UNSCORED, corrections: { [GOAL]: "up" } });
    expect(personalAssessments(unscored, learner)[GOAL]?.score).toBe(UNSCORED);
  });
  it("a correction wins over anything learned", () => {
    const history = [thought("Call the vet", { corrections: { [GOAL]: "down" } })];
    const corrected = thought("Call the vet", { score: 5000, corrections: { [GOAL]: "up" } });
    expect(scoreOf(corrected, history)).toBe(2000);
  });
});
