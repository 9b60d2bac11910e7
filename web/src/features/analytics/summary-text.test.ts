import { describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "@firstly/core/contract/analytics";
import {
  mainGoalSummary,
  openSummary,
  servedShare,
  weekdaySummary,
  weeklySummary,
  weekLabel,
} from "./summary-text";

function summary(patch: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  const weeks = Array.from({ length: 12 }, (_, i) => ({
    weekStart: new Date(Date.UTC(2024, 11, 30 + 7 * i)).toISOString().slice(0, 10),
    completed: 0,
  }));
  return {
    timeZone: "UTC",
    weeks,
    completedTotal: 0,
    completedByTier: { critical: 0, important: 0, useful: 0, obstacle: 0, unscored: 0 },
    served: 0,
    openByTier: { critical: 0, important: 0, useful: 0, obstacle: 0, unscored: 0 },
    openTotal: 0,
    hasMainGoal: false,
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, completed: 0 })),
    ...patch,
  };
}

describe("analytics text summaries", () => {
  it("labels a week by its Monday", () => {
    expect(weekLabel("2025-03-17")).toBe("Mar 17");
    expect(weekLabel("2024-12-30")).toBe("Dec 30");
  });

  it("says there is nothing yet", () => {
    const empty = summary();
    expect(weeklySummary(empty)).toBe("No thoughts completed in the last 12 weeks yet.");
    expect(openSummary(empty)).toBe("No open thoughts right now.");
    expect(servedShare(empty)).toBe(0);
  });

  it("names the best week, this week and the share that served the main goal", () => {
    const s = summary({ completedTotal: 6, served: 3 });
    s.weeks[10] = { weekStart: "2025-03-10", completed: 2 };
    s.weeks[11] = { weekStart: "2025-03-17", completed: 4 };
    expect(weeklySummary(s)).toBe(
      "You completed 6 thoughts in the last 12 weeks, 4 this week. Your best week began Mar 17, with 4.",
    );
    expect(mainGoalSummary(s)).toMatch(/^3 of the 6 thoughts you completed \(50%\) served/);
  });

  it("lists the open tiers that have thoughts, or asks for a main goal", () => {
    const withGoal = summary({
      hasMainGoal: true,
      openTotal: 4,
      openByTier: { critical: 1, important: 2, useful: 0, obstacle: 1, unscored: 0 },
    });
    expect(openSummary(withGoal)).toBe(
      "Of your 4 open thoughts: 1 critical, 2 important and 1 obstacle.",
    );
    expect(openSummary(summary({ openTotal: 1 }))).toBe(
      "You have 1 open thought. Set a main goal to see how it ranks against it.",
    );
  });

  it("names the busiest day, or the tied days", () => {
    const s = summary({ completedTotal: 3 });
    s.weekdays[1] = { weekday: 2, completed: 2 };
    s.weekdays[4] = { weekday: 5, completed: 1 };
    expect(weekdaySummary(s)).toBe("Your busiest day is Tuesday, with 2 completions in 12 weeks.");
    s.weekdays[4] = { weekday: 5, completed: 2 };
    expect(weekdaySummary(s)).toBe(
      "Your busiest days are Tuesday and Friday, with 2 completions each in 12 weeks.",
    );
  });
});
