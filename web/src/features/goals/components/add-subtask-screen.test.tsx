import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeGoal } from "../../../../test/fixtures";
import { jsonResponse, mockApi, renderScreen } from "../../../../test/render";
import { AddSubtaskScreen } from "./add-subtask-screen";

const member = { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } };
const created = makeGoal({ id: "s1", type: "subtask", name: "Hire a designer" });

function render(extra: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    "GET /api/me": member,
    "GET /api/goals": { goals: [] },
    "POST /api/goals/subtasks": created,
    ...extra,
  });
  renderScreen(<AddSubtaskScreen />, { path: "/subtasks/new", route: "/subtasks/new" });
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

afterEach(() => {
  vi.useRealTimers();
});

describe("Add Subtask", () => {
  it("Shift+Enter adds a line, Enter creates; Create is disabled while empty", async () => {
    const user = userEvent.setup();
    const fetchMock = render();
    const box = screen.getByPlaceholderText("Describe your subtask or sub-task...");
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();

    await user.type(box, "Hire a designer{Shift>}{Enter}{/Shift}for the landing page");
    expect(box).toHaveValue("Hire a designer\nfor the landing page");
    expect(posts(fetchMock)).toHaveLength(0);

    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(posts(fetchMock)[0]![1]!.body as string)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      description: "Hire a designer\nfor the landing page",
    });
  });

  it("reads 'Creating...' while busy, then types 'Subtask Added...' at 50 ms a character, holds 1200 ms and goes home", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const fetchMock = render({
      "POST /api/goals/subtasks": () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(200, created));
        }),
    });
    const box = screen.getByPlaceholderText("Describe your subtask or sub-task...");
    await user.type(box, "Hire a designer");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.getByRole("button", { name: "Creating..." })).toBeDisabled();
    await vi.waitFor(() => expect(posts(fetchMock)).toHaveLength(1));

    // from the response on, time is driven by hand
    vi.useFakeTimers();
    await act(async () => release());
    await advance(0);
    expect(box).toHaveValue("");
    await advance(50);
    expect(box).toHaveValue("S");
    await advance(50 * 7);
    expect(box).toHaveValue("Subtask ");
    await advance(50 * 8);
    expect(box).toHaveValue("Subtask Added...");
    await advance(1199);
    expect(box).toHaveValue("Subtask Added...");
    expect(screen.queryByRole("heading", { name: "Home" })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
  });

  it("shows the server's limit message, or 'Failed to save subtask'", async () => {
    const user = userEvent.setup();
    render({
      "POST /api/goals/subtasks": () =>
        jsonResponse(402, {
          error: {
            code: "LIMIT_REACHED",
            message: "Subtask creation limit reached: 25/25 items this month",
          },
        }),
    });
    const box = screen.getByPlaceholderText("Describe your subtask or sub-task...");
    await user.type(box, "Hire a designer{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Subtask creation limit reached: 25/25 items this month",
    );
    expect(box).toHaveValue("Hire a designer");

    mockApi({
      "GET /api/me": member,
      "GET /api/goals": { goals: [] },
      "POST /api/goals/subtasks": () => jsonResponse(500, {}),
    });
    await user.type(box, "!{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to save subtask");
  });
});
