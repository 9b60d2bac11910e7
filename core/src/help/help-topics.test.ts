import { describe, expect, it } from "vitest";
import { searchByMeaning } from "../search/meaning-search";
import { HELP_TOPIC_IDS, HELP_TOPICS, helpTopicSearchText } from "./help-topics";

/** docs/behaviour/onboarding-and-help.md#help-topics lists these 17 ids. */
const SPEC_IDS = [
  "main-goal",
  "subtasks",
  "tasks",
  "search",
  "completed",
  "settings",
  "priority-levels",
  "ai-enhancement",
  "notifications",
  "images",
  "export",
  "account",
  "subscription",
  "task-completion",
  "task-editing",
  "privacy",
  "terms",
];

describe("help topics", () => {
  it("are exactly the docs/behaviour/onboarding-and-help.md#help-topics 17, each once, in its order", () => {
    expect(HELP_TOPICS.map((t) => t.id)).toEqual(SPEC_IDS);
    expect([...HELP_TOPIC_IDS]).toEqual(SPEC_IDS);
  });

  it("each has every docs/behaviour/onboarding-and-help.md#help-topics field filled in", () => {
    for (const t of HELP_TOPICS) {
      expect(t.title.trim(), t.id).not.toBe("");
      expect(t.description.length, t.id).toBeGreaterThan(40);
      expect(t.howTo.length, t.id).toBeGreaterThan(0);
      expect(t.location.trim(), t.id).not.toBe("");
      expect(t.keywords.length, t.id).toBeGreaterThan(2);
      expect(new Set(t.keywords).size, t.id).toBe(t.keywords.length);
    }
  });

  it.each([
    ["how do I get rid of a thought", "task-editing"],
    ["what do the colours mean", "priority-levels"],
    ["volcano eruption", null],
    ["download a backup", "export"],
    ["postpone a task", "task-completion"],
    ["forgot my login", "account"],
  ])("a question by meaning: %s → %s", (query, id) => {
    const found = searchByMeaning(
      query,
      HELP_TOPICS.map((t) => helpTopicSearchText(t)),
      { match: "any" },
    ).map((i) => HELP_TOPICS[i]?.id);
    if (id === null) expect(found).toEqual([]);
    else expect(found.slice(0, 3)).toContain(id);
  });
});
