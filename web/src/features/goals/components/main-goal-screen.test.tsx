import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeGoal } from "../../../../test/fixtures";
import { jsonResponse, mockApi, renderScreen } from "../../../../test/render";
import { MainGoalScreen } from "./main-goal-screen";

const member = { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } };
const goal = makeGoal({ id: "m1", description: "Launch the product to paying customers" });

function render(goals: unknown[], extra: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    "GET /api/me": member,
    "GET /api/goals": { goals },
    "GET /api/tasks": { tasks: [] },
    ...extra,
  });
  const view = renderScreen(<MainGoalScreen />, { path: "/goal", route: "/goal" });
  return { ...view, fetchMock };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call ? (JSON.parse(call[1]?.body as string) as unknown) : undefined;
};

describe("Main goal — create", () => {
  it("keeps Create Goal disabled while empty and shows the spec's length messages", async () => {
    const user = userEvent.setup();
    const { fetchMock } = render([]);
    // the file's first render waits for the lazily loaded contract schemas: over 1 s on a busy machine
    const create = await screen.findByRole("button", { name: "Create Goal" }, { timeout: 4000 });
    expect(create).toBeDisabled();
    expect(screen.getByRole("heading", { name: "Set your main goal" })).toBeInTheDocument();

    const field = screen.getByLabelText("Main goal");
    await user.type(field, "   ");
    expect(create).toBeDisabled();

    await user.clear(field);
    await user.type(field, "Too short");
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Main goal should be at least 10 characters long",
    );

    await user.clear(field);
    await user.click(field);
    await user.paste("x".repeat(501));
    await user.click(create);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Main goal should be less than 500 characters",
    );
    expect(bodyOf(fetchMock, "POST")).toBeUndefined();
  });

  it("creates the goal with a client id and returns home", async () => {
    const user = userEvent.setup();
    const { fetchMock } = render([], { "POST /api/goals/main": goal });
    await user.type(await screen.findByLabelText("Main goal"), "  Ship the beta to 50 users  ");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST")).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      description: "  Ship the beta to 50 users  ",
    });
  });

  it("shows the server's message, or the generic one on an unknown failure", async () => {
    const user = userEvent.setup();
    render([], {
      "POST /api/goals/main": () =>
        jsonResponse(402, {
          error: {
            code: "LIMIT_REACHED",
            message: "Goal creation limit reached: 25/25 items this month",
          },
        }),
    });
    await user.type(await screen.findByLabelText("Main goal"), "Ship the beta to 50 users");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Goal creation limit reached: 25/25 items this month",
    );

    mockApi({
      "GET /api/me": member,
      "GET /api/goals": { goals: [] },
      "POST /api/goals/main": () => jsonResponse(500, {}),
    });
    await user.type(screen.getByLabelText("Main goal"), "!");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    expect(
      await screen.findByText("Failed to save changes. Please try again."),
    ).toBeInTheDocument();
  });

  it("after a completed main goal, asks for a new one", async () => {
    render([makeGoal({ id: "old", status: "completed", completedAt: "2024-01-01T00:00:00.000Z" })]);
    expect(
      await screen.findByRole("heading", { name: "Set your new main goal" }),
    ).toBeInTheDocument();
  });
});

describe("Main goal — detail", () => {
  it("edits with Save Changes / Cancel; an emptied goal cannot be saved", async () => {
    const user = userEvent.setup();
    const { fetchMock } = render([goal], {
      "PATCH /api/goals/main": { ...goal, description: "Launch the product in Europe" },
    });
    const field = await screen.findByLabelText("Main goal");
    expect(field).toHaveValue(goal.description);
    expect(screen.queryByRole("button", { name: "Save Changes" })).not.toBeInTheDocument();

    await user.clear(field);
    expect(screen.getByRole("alert")).toHaveTextContent("Main goal cannot be empty");
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(field).toHaveValue(goal.description);

    await user.clear(field);
    await user.type(field, "Launch the product in Europe");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(bodyOf(fetchMock, "PATCH")).toEqual({ description: "Launch the product in Europe" });
  });

  it("shows the details and completes the goal, going home about 100 ms later", async () => {
    const user = userEvent.setup();
    const { fetchMock } = render([goal], {
      "POST /api/goals/m1/complete": {
        ...goal,
        status: "completed",
        completedAt: "2024-01-02T00:00:00.000Z",
      },
    });
    await user.click(await screen.findByRole("button", { name: /Details/ }));
    expect(screen.getByText("Main goal", { selector: "dd" })).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole("button", { name: "Complete Goal" }));
      // it asks first, saying what it does to the list; Cancel sends nothing
      const dialog = await screen.findByRole("dialog", { name: "Complete your main goal?" });
      expect(dialog).toHaveTextContent("no longer ranked for this goal");
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
      await user.click(screen.getByRole("button", { name: "Complete Goal" }));
      await user.click(await screen.findByRole("button", { name: "Complete" }));
      await vi.waitFor(() =>
        expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true),
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(150);
      });
      expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
