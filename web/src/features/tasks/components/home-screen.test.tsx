import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UNSCORED } from "@firstly/core/scoring/constants";
import type { GoalAssessment } from "@firstly/core/contract/task";
import { makeGoal, makeTask, settings } from "../../../../test/fixtures";
import { health, mockApi, renderScreen } from "../../../../test/render";
import { HomeScreen } from "./home-screen";

const guest = { user: { id: "g1", email: null, name: null, isGuest: true } };
const member = { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } };
const freeUsage = {
  totalItems: 3,
  limit: 25,
  isPro: false,
  isGuest: false,
  canUpgrade: true,
  remainingText: "10 tasks remaining this month",
};

const guestUsage = (totalItems: number) => ({
  totalItems,
  limit: 5,
  isPro: false,
  isGuest: true,
  canUpgrade: true,
  remainingText: null,
});

function assessment(score: number): GoalAssessment {
  return {
    goalType: "main",
    score,
    basicScore: null,
    fits: score <= 4000,
    confidence: 0.9,
    reasoning: "",
    engine: "builtin",
    scoredAt: "",
  };
}

function api(me: unknown, tasks: unknown[], extra: Record<string, unknown> = {}) {
  mockApi({
    "GET /api/health": health,
    "GET /api/me": me,
    "GET /api/tasks": { tasks },
    "GET /api/goals": { goals: [] },
    "GET /api/settings": settings,
    "GET /api/usage": freeUsage,
    ...extra,
  });
}

describe("Home", () => {
  it("offers a guest the first steps plus Sign In and Sign Up", async () => {
    api(guest, [], { "GET /api/usage": guestUsage(0) });
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole("link", { name: "Add Your First Thought" })).toHaveAttribute(
      "href",
      "/add",
    );
    expect(screen.getByRole("link", { name: "Set your main goal" })).toHaveAttribute(
      "href",
      "/goal",
    );
    expect(screen.getByText(/log in to save your thoughts/i)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
  });

  it("asks a guest to sign up from a stored count of 3 (docs/behaviour/permissions.md#guest), until Not now", async () => {
    localStorage.clear();
    api(guest, [makeTask({ id: "a", text: "Water the basil" })], {
      "GET /api/usage": guestUsage(3),
    });
    renderScreen(<HomeScreen />);
    const prompt = await screen.findByRole("region", { name: "Create an account" });
    expect(prompt).toHaveTextContent("You've used 3 of your 5 free items (thoughts and goals).");
    await userEvent.click(within(prompt).getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Create an account" })).not.toBeInTheDocument();
  });

  it("gives a guest at 5 items the docs/behaviour/messages.md#limits limit text", async () => {
    localStorage.clear();
    api(guest, [makeTask({ id: "a", text: "Water the basil" })], {
      "GET /api/usage": guestUsage(5),
    });
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole("region", { name: "Create an account" })).toHaveTextContent(
      "You've reached your limit of 5 free thoughts! Please create an account to continue adding more.",
    );
  });

  it("shows a signed-in person the first steps without sign-in prompts", async () => {
    api(member, []);
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole("link", { name: "Add Your First Thought" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set your main goal" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign In" })).not.toBeInTheDocument();
    expect(screen.queryByText(/log in to save/i)).not.toBeInTheDocument();
  });

  it("in focused mode shows the top 3 by score with tier labels and the remaining count", async () => {
    const goal = makeGoal({ id: "main" });
    const tasks = [
      makeTask({ id: "a", text: "Write the pitch", goalAssessments: { main: assessment(500) } }),
      makeTask({ id: "b", text: "Fix the login bug", goalAssessments: { main: assessment(2500) } }),
      makeTask({ id: "c", text: "Tidy the garage", goalAssessments: { main: assessment(9000) } }),
      makeTask({ id: "d", text: "Plan holidays", goalAssessments: { main: assessment(UNSCORED) } }),
      makeTask({
        id: "e",
        text: "Old done thing",
        status: "completed",
        goalAssessments: { main: assessment(1) },
      }),
    ];
    api(member, tasks, { "GET /api/goals": { goals: [goal] } });
    renderScreen(<HomeScreen />);
    const list = await screen.findByRole("list", { name: /your thoughts/i });
    const cards = within(list).getAllByRole("listitem");
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining("Write the pitch"),
      expect.stringContaining("Fix the login bug"),
      expect.stringContaining("Tidy the garage"),
    ]);
    expect(within(cards[0]!).getByText("Critical Priority")).toBeInTheDocument();
    expect(within(cards[2]!).getByText("Obstacle")).toBeInTheDocument();
    expect(screen.getByText("10 tasks remaining this month")).toBeInTheDocument();
    expect(screen.getByText(goal.description)).toBeInTheDocument();
  });

  it("in relaxed mode shows every active task, titles shortened", async () => {
    const tasks = Array.from({ length: 5 }, (_, i) =>
      makeTask({ id: `t${i}`, title: `Quarterly planning session number ${i}`, text: "details" }),
    );
    api(member, tasks, { "GET /api/settings": { ...settings, displayMode: "relaxed" } });
    renderScreen(<HomeScreen />);
    const list = await screen.findByRole("list", { name: /your thoughts/i });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(
      within(list).getAllByRole("heading", { name: "Quarterly planning session…" }),
    ).toHaveLength(5);
    expect(screen.queryByText("10 tasks remaining this month")).not.toBeInTheDocument();
  });
});
