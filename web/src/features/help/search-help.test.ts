import { describe, expect, it } from "vitest";
import { HELP_TOPICS } from "@firstly/core/help/help-topics";
import { searchHelpTopics } from "./search-help";

const ids = (q: string) => searchHelpTopics(HELP_TOPICS, q)?.map((t) => t.id);

describe("searchHelpTopics", () => {
  it("is null for an empty query and empty for words it does not know", () => {
    expect(ids("   ")).toBeUndefined();
    expect(ids("volcano")).toEqual([]);
  });

  it("finds by keyword, title and word form, title and keyword hits first", () => {
    expect(ids("deleting a thought")?.[0]).toBe("task-editing");
    expect(ids("export")?.[0]).toBe("export");
    expect(ids("What is a subtask?")?.[0]).toBe("subtasks");
  });

  it("answers scheduling questions with the scheduling topic, and nothing with stray words", () => {
    expect(ids("repeat every week")?.[0]).toBe("notifications");
    expect(ids("how do I schedule a thought")?.[0]).toBe("notifications");
    // words that only happen to appear in descriptions are no answer: 'No results found'
    expect(ids("marathon volcano eruption lava")).toEqual([]);
  });

  it("returns at most 8", () => {
    expect(ids("thought goal task settings search account")?.length).toBeLessThanOrEqual(8);
  });
});
