import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeGoal, makeTask } from "../../../../test/fixtures";
import { jsonResponse, mockApi, renderScreen } from "../../../../test/render";
import { CompletedGoals } from "./completed-goals";

const member = { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } };
const refusal =
  "You already have an active main goal. Complete your current main goal before restoring this one.";

function render(goals: unknown[], tasks: unknown[] = [], extra = {}) {
  const fetchMock = mockApi({
    "GET /api/me": member,
    "GET /api/goals": { goals },
    "GET /api/tasks": { tasks },
    ...extra,
  });
  renderScreen(<CompletedGoals />, { path: "/completed", route: "/completed" });
  return fetchMock;
}

describe("Completed goals drawer", () => {
  it("shows the empty texts on both tabs", async () => {
    const user = userEvent.setup();
    render([makeGoal({ id: "m1" })]);
    expect(await screen.findByText("No completed main goals yet")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Subtasks" }));
    expect(await screen.findByText("No completed subtasks yet")).toBeInTheDocument();
  });

  it("lists a completed subtask with its date and related tasks, and restores it", async () => {
    const user = userEvent.setup();
    const sub = makeGoal({
      id: "s1",
      type: "subtask",
      name: "Hire a designer",
      description: "Hire a designer",
      status: "completed",
      createdAt: "2024-03-01T00:00:00.000Z",
      completedAt: "2024-03-10T12:00:00.000Z",
    });
    let restored = false;
    const fetchMock = render(
      [sub],
      [
        makeTask({
          id: "t1",
          text: "Post the job ad",
          status: "completed",
          completedAt: "2024-03-05T00:00:00.000Z",
        }),
        makeTask({ id: "t2", text: "Still open" }),
      ],
      {
        "GET /api/goals": () =>
          jsonResponse(200, { goals: [restored ? { ...sub, status: "active" } : sub] }),
        "POST /api/goals/s1/restore": () => {
          restored = true;
          return jsonResponse(200, { ...sub, status: "active", completedAt: null });
        },
      },
    );
    await user.click(await screen.findByRole("tab", { name: /Subtasks/ }));
    const item = (await screen.findByText("Hire a designer")).closest("li")!;
    expect(within(item).getByText(/^Completed /)).toBeInTheDocument();
    expect(within(item).getByText("Post the job ad")).toBeInTheDocument();
    expect(within(item).queryByText("Still open")).not.toBeInTheDocument();

    await user.click(within(item).getByRole("button", { name: /Restore/ }));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === "POST" && (url as string) === "/api/goals/s1/restore",
      ),
    ).toBe(true);
    expect(await screen.findByText("No completed subtasks yet")).toBeInTheDocument();
  });

  it("shows the server's refusal when a main goal cannot be restored", async () => {
    const user = userEvent.setup();
    const old = makeGoal({
      id: "m0",
      description: "Old goal text here",
      status: "completed",
      completedAt: "2024-01-02T00:00:00.000Z",
    });
    render([old, makeGoal({ id: "m1" })], [], {
      "POST /api/goals/m0/restore": () =>
        jsonResponse(409, { error: { code: "CONFLICT", message: refusal } }),
    });
    await user.click(await screen.findByRole("button", { name: /Restore/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
  });
});
