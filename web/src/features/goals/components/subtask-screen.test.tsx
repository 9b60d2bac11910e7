import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { GoalAssessment } from "@firstly/core/contract/task";
import { makeGoal, makeTask } from "../../../../test/fixtures";
import { jsonResponse, mockApi, renderScreen } from "../../../../test/render";
import { SubtaskScreen } from "./subtask-screen";

const member = { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } };
const refusal =
  "You already have an active main goal. Complete your current main goal before restoring this one.";

function fit(score: number): GoalAssessment {
  return {
    goalType: "subtask",
    score,
    basicScore: null,
    fits: score <= 4000,
    confidence: 1,
    reasoning: "",
    engine: "builtin",
    scoredAt: "",
  };
}

function render(id: string, goals: unknown[], tasks: unknown[] = [], extra = {}) {
  const fetchMock = mockApi({
    "GET /api/me": member,
    "GET /api/goals": { goals },
    "GET /api/tasks": { tasks },
    ...extra,
  });
  renderScreen(<SubtaskScreen />, { path: "/subtasks/:id", route: `/subtasks/${id}` });
  return fetchMock;
}

describe("Subtask detail", () => {
  it("lists the subtask's pending tasks scoring at most 4000, most urgent first", async () => {
    const sub = makeGoal({
      id: "s1",
      type: "subtask",
      name: "Hire a designer",
      description: "Hire a designer",
    });
    render(
      "s1",
      [sub],
      [
        makeTask({ id: "a", text: "Post the job ad", goalAssessments: { s1: fit(2500) } }),
        makeTask({ id: "b", text: "Ask Sam for referrals", goalAssessments: { s1: fit(900) } }),
        makeTask({ id: "c", text: "Borderline", goalAssessments: { s1: fit(4001) } }),
        makeTask({
          id: "d",
          text: "Done already",
          status: "completed",
          goalAssessments: { s1: fit(10) },
        }),
        makeTask({ id: "e", text: "Later", status: "delayed", goalAssessments: { s1: fit(10) } }),
      ],
    );
    expect(await screen.findByRole("heading", { name: "Subtask" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Thoughts for this subtask" });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining("Ask Sam for referrals"),
      expect.stringContaining("Post the job ad"),
    ]);
    expect(links[0]).toHaveAttribute("href", "/tasks/b");
    expect(screen.getByRole("button", { name: "Complete Subtask" })).toBeInTheDocument();
  });

  it("refuses an empty title on the client", async () => {
    const user = userEvent.setup();
    render("s1", [makeGoal({ id: "s1", type: "subtask", name: "Hire a designer" })]);
    await user.clear(await screen.findByLabelText("Title"));
    expect(screen.getByRole("alert")).toHaveTextContent("Subtask title cannot be empty");
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeDisabled();
  });

  it("titles a main goal 'Main Goal' and shows the refusal when restoring it over an active one", async () => {
    const user = userEvent.setup();
    const old = makeGoal({
      id: "m0",
      status: "completed",
      completedAt: "2024-01-02T00:00:00.000Z",
    });
    const fetchMock = render("m0", [old, makeGoal({ id: "m1" })], [], {
      "POST /api/goals/m0/restore": () =>
        jsonResponse(409, { error: { code: "CONFLICT", message: refusal } }),
    });
    expect(await screen.findByRole("heading", { name: "Main Goal" })).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Title"));
    expect(screen.getByRole("alert")).toHaveTextContent("Goal title cannot be empty");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Restore Goal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === "POST" && (url as string).endsWith("/m0/restore"),
      ),
    ).toBe(true);
  });
});
