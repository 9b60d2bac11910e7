/**
 * Table tests for the engine's evidence stages, each on its own: how evidence combines, how
 * support becomes a score, goal-word derivations, actionability, the help-versus-hurt cues and
 * word-vector relatedness turned into evidence. Figures follow `tuning.ts`.
 */
import { describe, expect, it } from "vitest";
import { builtinLexicon } from "./engine";
import { buildGoalProfile } from "./goal-profile";
import { analyseTask, combine, matchKeyword, scoreAnalysis, toScore } from "./score-task";
import { actionability, hasAbandonRemark, isNegated, negationSpans } from "./signals";
import { tokenize } from "./text";

describe("combine: the strongest signal plus a share of the rest, capped", () => {
  it.each([
    [[], 0],
    [[0.5], 0.5],
    [[0.5, 0.5], 0.65],
    [[0.2, 1, 0.2], 1.12],
    [[1, 1, 1, 1, 1], 1.5],
  ])("%j → %d", (values, expected) => {
    expect(combine(values)).toBeCloseTo(expected, 5);
  });
});

describe("toScore: support (× actionability) → score bands", () => {
  it.each([
    [0, 0, 8500],
    [0.25 / 0.75, 0, 7000],
    [0.6 / 0.75, 0, 4000],
    [0.95 / 0.75, 0, 1500],
    [1.5, 1, 200],
    [0.6, 1, 4000 - (0.15 / 0.35) * 2500],
  ])("support %d, actionability %d → %d", (support, act, expected) => {
    expect(toScore(support, act)).toBeCloseTo(expected, 3);
  });

  it("is monotone: more support never ranks a task lower", () => {
    let last = Number.POSITIVE_INFINITY;
    for (let s = 0; s <= 1.5; s += 0.01) {
      const score = toScore(s, 0.5);
      expect(score).toBeLessThanOrEqual(last);
      last = score;
    }
  });
});

describe("matchKeyword: a goal word or a derivation of it", () => {
  const keywords = new Set(["adopt", "renovat", "thesi"]);
  it.each([
    ["adopt", "adopt"],
    ["adoption", "adopt"],
    ["renovation", "renovat"],
    ["thesi", "thesi"],
    ["adapt", null],
    ["ado", null],
  ])("%s → %s", (stem, expected) => {
    expect(matchKeyword(keywords, stem)).toBe(expected);
  });
});

describe("actionability: urgency, a leading action, specifics", () => {
  it.each([
    ["book the MOT today", 0.8, 1],
    ["call the vet tomorrow 9am", 0.9, 1],
    ["maybe look into it?", 0, 0.2],
    ["passport", 0, 0],
  ])("%j is between %d and %d", (text, min, max) => {
    const a = actionability(tokenize(text), text);
    expect(a).toBeGreaterThanOrEqual(min);
    expect(a).toBeLessThanOrEqual(max);
  });
});

describe("help-versus-hurt cues, independent of topic", () => {
  it.each([
    ["skip the long runs", 1, true],
    ["drop the course for now", 1, true],
    ["cancel the lessons", 1, true],
    ["stop taking the tablets", 2, true],
    ["book the lessons", 1, false],
    ["renew the insurance", 1, false],
  ])("%j: word %d negated = %s", (text, index, expected) => {
    const tokens = tokenize(text);
    expect(isNegated(tokens, negationSpans(tokens), index, index + 1)).toBe(expected);
  });

  it.each([
    ["drop out of the training, too busy", true],
    ["shelve the book, maybe next year", true],
    ["put it off for now", true],
    ["write up the recipes", false],
  ])("%j has an abandon remark: %s", (text, expected) => {
    expect(hasAbandonRemark(tokenize(text))).toBe(expected);
  });
});

describe("word-vector relatedness as evidence (goals the lexicon does not know)", () => {
  const lex = builtinLexicon();
  const score = (goal: string, task: string) =>
    scoreAnalysis(buildGoalProfile(lex, goal), analyseTask(lex, task)).score;

  it.each([
    ["Restore my grandad's 1967 sports car", "rebuild the engine and gearbox", "book a haircut"],
  ])("goal %j: %j ranks above %j", (goal, near, far) => {
    expect(score(goal, near)).toBeLessThan(score(goal, far));
  });

  it("the same related words with a giving-up cue count against the goal", () => {
    const goal = "Get elected as a councillor in the May elections";
    expect(score(goal, "withdraw from the election, too much stress")).toBeGreaterThanOrEqual(9000);
  });
});
