import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "@firstly/core/contract/analytics";
import { mockApi, renderScreen } from "../../../../test/render";
import { AnalyticsScreen } from "./analytics-screen";

const member = { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } };
const zeroTiers = { critical: 0, important: 0, useful: 0, obstacle: 0, unscored: 0 };

function summary(patch: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    timeZone: "Europe/Berlin",
    weeks: Array.from({ length: 12 }, (_, i) => ({
      weekStart: new Date(Date.UTC(2024, 11, 30 + 7 * i)).toISOString().slice(0, 10),
      completed: i === 11 ? 3 : i === 10 ? 1 : 0,
    })),
    completedTotal: 4,
    completedByTier: { ...zeroTiers, critical: 2, useful: 1, unscored: 1 },
    served: 2,
    openByTier: { ...zeroTiers, important: 2, obstacle: 1 },
    openTotal: 3,
    hasMainGoal: true,
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      completed: weekday === 2 ? 3 : weekday === 5 ? 1 : 0,
    })),
    ...patch,
  };
}

describe("Analytics screen", () => {
  it("says each chart in words, with its numbers as a table, for the device's time zone", async () => {
    const fetchMock = mockApi({
      "GET /api/me": member,
      "GET /api/analytics/summary": summary(),
    });
    renderScreen(<AnalyticsScreen />, { path: "/analytics", route: "/analytics" });
    expect(await screen.findByRole("heading", { name: "Analytics" })).toBeInTheDocument();
    const weekly = await screen.findByRole("region", { name: "Thoughts completed per week" });
    expect(weekly).toHaveTextContent(
      "You completed 4 thoughts in the last 12 weeks, 3 this week. Your best week began Mar 17, with 3.",
    );
    await userEvent.click(within(weekly).getByText("Show as a table"));
    const table = within(weekly).getByRole("table", { name: /per week/ });
    expect(within(table).getByRole("row", { name: "Mar 17 3" })).toBeInTheDocument();

    expect(screen.getByRole("region", { name: "What served your main goal" })).toHaveTextContent(
      "2 of the 4 thoughts you completed (50%) served your main goal",
    );
    expect(screen.getByRole("region", { name: "Open thoughts by tier" })).toHaveTextContent(
      "Of your 3 open thoughts: 2 important and 1 obstacle.",
    );
    expect(screen.getByRole("region", { name: "Your busiest days" })).toHaveTextContent(
      "Your busiest day is Tuesday, with 3 completions in 12 weeks.",
    );
    const asked = fetchMock.mock.calls
      .map(([input]) => (typeof input === "string" ? input : ""))
      .find((url) => url.startsWith("/api/analytics/summary"));
    expect(asked).toMatch(/\?tz=[A-Za-z_%0-9]+/);
  });

  it("has a helpful empty state", async () => {
    mockApi({
      "GET /api/me": member,
      "GET /api/analytics/summary": summary({
        completedTotal: 0,
        openTotal: 0,
        served: 0,
        hasMainGoal: false,
        completedByTier: zeroTiers,
        openByTier: zeroTiers,
      }),
    });
    renderScreen(<AnalyticsScreen />, { path: "/analytics", route: "/analytics" });
    expect(
      await screen.findByRole("heading", { name: "Your charts start with your first thought" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Your First Thought" })).toHaveAttribute(
      "href",
      "/add",
    );
    expect(screen.getByRole("link", { name: "Set your main goal" })).toHaveAttribute(
      "href",
      "/goal",
    );
  });
});
