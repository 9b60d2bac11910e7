/**
 * Table tests for the engine's evidence stages, each on its own: how evidence combines, how
 * support becomes a score, goal-word derivations, actionability, the help-versus-hurt cues and
 * word-vector relatedness turned into evidence. Figures follow `tuning.ts`.
 */
import { describe, expect, it } from "vitest";
import { builtinLexicon } from "./engine";
import { buildGoalProfile } from "./goal-profile";
import { analyseTask, combine, matchKeyword, scoreAnalysis, toScore } from "./score-task";
import { foldedTrailingE } from "./matcher";
import {
  actionability,
  againstPatterns,
  hasAbandonRemark,
  hasBareInstead,
  isNegated,
  negationSpans,
} from "./signals";
import { tokenize } from "../../language/text";

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
    ["ring the council adoption team", 0.35, 0.5],
    ["enrol on the evening course", 0.35, 0.5],
    ["fill in the application", 0.35, 0.5],
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
    // a short cue must be spelt as it is: the stemmer folds "notes" into "not"
    ["translate the notes", 2, false],
    ["not the notes", 2, true],
    ["miss the deadline", 2, true],
    // "cut off" names a thing (a gas cut-off), not a cut-back
    ["fit a gas cut off valve", 4, false],
    ["shelve the cookbook project", 2, true],
    ["put up shelves in the study", 4, false],
    ["I miss my mum, visit her", 3, false],
  ])("%j: word %d negated = %s", (text, index, expected) => {
    const tokens = tokenize(text);
    expect(isNegated(tokens, negationSpans(tokens), index, index + 1)).toBe(expected);
  });

  it.each([
    ["drop out of the training, too busy", true],
    ["shelve the book, maybe next year", true],
    ["put it off for now", true],
    ["write up the recipes", false],
    ["cancel the hikes, I'll be fine on the day", true],
    ["sell the gear, we won't need it", true],
    ["miss the deadline and see what happens", true],
    ["check the forecast, make sure it will be fine weather", false],
  ])("%j has an abandon remark: %s", (text, expected) => {
    expect(hasAbandonRemark(tokenize(text))).toBe(expected);
  });

  it.each([
    ["just buy a table from Ikea instead", true],
    ["start a knitting project as well instead", true],
    ["bring lunch from home instead of the canteen", false],
    ["walk after lunch", false],
  ])("%j replaces the plan (a bare 'instead'): %s", (text, expected) => {
    expect(hasBareInstead(tokenize(text))).toBe(expected);
  });

  it.each([
    ["spend the launch savings on a new car", ["spending on something else"]],
    ["use the deposit money on a holiday", ["spending on something else"]],
    ["we'll find the money somehow", ["spending on something else"]],
    ["put the savings into the ISA", []],
    ["spend 20 minutes on vocab", []],
    ["spend the budget on the venue", []],
    ["sign the lease anyway and hide it", ["keeping something hidden"]],
    ["lie to the assessor about my history", ["keeping something hidden"]],
    ["hide my past depression from the social worker", ["keeping something hidden"]],
    ["hide the cables behind the desk", []],
    ["make a cheat sheet for the exam", []],
    ["pretend play with her dolls", []],
    ["order takeaway every night this month", ["a habit that undoes it"]],
    ["crisps and wine most nights", ["a habit that undoes it"]],
    ["keep her up till 10 every night", ["a habit that undoes it"]],
    ["read together every night", []],
    ["drinking water every day", []],
    ["log every cigarette every day", []],
    ["a takeaway on Friday as a treat", []],
    // a named pot put to another use, parking the goal, dismissing it, repurposing
    ["use the wedding fund for a new sofa", ["using the goal's money for something else"]],
    [
      "take the van deposit out of the holiday savings",
      ["using the goal's money for something else"],
    ],
    ["spend the course money on a weekend away", ["using the goal's money for something else"]],
    ["put £50 a month into the fund", []],
    ["put the choir on hold till spring", ["putting it off"]],
    ["push the launch to autumn, too much on", ["putting it off"]],
    ["let the membership lapse", ["putting it off"]],
    ["leave the paperwork till march", ["putting it off"]],
    ["move to Bristol by June", []],
    ["book the venue for june", []],
    ["one coat of paint is enough", ["judging the work unnecessary"]],
    ["buy a card and call it done", ["judging the work unnecessary"]],
    ["make sure there is enough water for the hike", []],
    ["wipe the tablet and sell it", ["using what the goal needs for something else"]],
    ["wipe down the kitchen surfaces", []],
  ])("%j works against any goal: %j", (text, expected) => {
    expect(againstPatterns(text)).toEqual(expected);
  });
});

describe("lexicon matching: a word the stemmer folds onto another's stem", () => {
  it.each([
    ["fine", "fins", "fin", true],
    ["notes", "not", "not", true],
    ["fins", "fins", "fin", false],
    ["hike", "hike", "hik", false],
    ["hiking", "hike", "hik", false],
    ["programme", "program", "programm", false],
  ])("%j against term %j (stem %j) is folded: %s", (raw, term, stem, expected) => {
    expect(foldedTrailingE(raw, term, stem)).toBe(expected);
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

  it.each([
    ["Save a 25k deposit for our first flat", "move the savings on a new car"],
    ["Get our 4-year-old ready to start school", "let her stay up late every night all summer"],
    ["Learn to make furniture in my workshop", "just buy a table from a shop instead"],
  ])("goal %j: %j works against it whatever the topic", (goal, task) => {
    expect(score(goal, task)).toBeGreaterThanOrEqual(9000);
  });

  it("the same related words with a giving-up cue count against the goal", () => {
    const goal = "Get elected as a councillor in the May elections";
    expect(score(goal, "withdraw from the election, too much stress")).toBeGreaterThanOrEqual(9000);
  });
});
