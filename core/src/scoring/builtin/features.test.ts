import { describe, expect, it } from "vitest";
import { builtinLexicon } from "./engine";
import { FEATURE_NAMES, goalWordVectors, taskFeatures } from "./features";
import { buildGoalProfile } from "./goal-profile";
import { analyseTask, scoreAnalysis } from "./score-task";

const goal = "Run a marathon in under four hours";

function features(task: string): Record<string, number> {
  const lex = builtinLexicon();
  const x = taskFeatures(
    buildGoalProfile(lex, goal),
    goalWordVectors(goal),
    analyseTask(lex, task),
  );
  expect(x).toHaveLength(FEATURE_NAMES.length);
  return Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, x[i] ?? Number.NaN]));
}

describe("taskFeatures", () => {
  it("carries the engine's own score unchanged", () => {
    const lex = builtinLexicon();
    const task = "book the long run for Sunday";
    const score = scoreAnalysis(buildGoalProfile(lex, goal), analyseTask(lex, task)).score;
    expect(features(task)["engine score / 10000"]).toBe(score / 10_000);
  });

  it("separates on-topic support from an unrelated task", () => {
    const onTopic = features("do the 30k long run on Sunday");
    const unrelated = features("buy a birthday card for Anna");
    expect(onTopic["topic hit for"]).toBeGreaterThan(0);
    expect(unrelated["topic hit for"]).toBe(0);
    expect(onTopic["best word cosine"]).toBeGreaterThan(unrelated["best word cosine"] ?? 1);
  });

  it("marks negation and giving up", () => {
    expect(features("skip the long runs, no time")["negation cue"]).toBe(1);
    expect(features("too busy for training this month")["giving up / instead"]).toBe(1);
  });

  it("marks junk as unusable with no evidence", () => {
    const junk = features("qwrtzxcvbnmlkj");
    expect(junk.unusable).toBe(1);
    expect(junk["support combined"]).toBe(0);
    expect(junk["best word cosine"]).toBe(0);
  });
});
