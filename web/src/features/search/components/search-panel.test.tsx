import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SearchOutput } from "@firstly/core/contract/search";
import { mockApi, renderScreen } from "../../../../test/render";
import { makeTask } from "../../../../test/fixtures";
import { FILTER_KEYS } from "../search-filters";
import { SearchPanel } from "./search-panel";

const archived = makeTask({ id: "t-archived", text: "Marathon photo book", status: "skipped" });
const open = makeTask({ id: "t-open", text: "Marathon shoes fitting" });
const asResult = (t: typeof open) => ({
  kind: "task" as const,
  id: t.id,
  title: t.text,
  text: t.text,
  status: t.status,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  completedAt: t.completedAt,
});
const found: SearchOutput = {
  results: [asResult(open), asResult(archived)],
  engine: "builtin",
  limited: false,
};

/** The search bodies the panel sent, in order. */
const searchBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => typeof url === "string" && url.endsWith("/api/search"))
    .map(([, init]) => JSON.parse(typeof init?.body === "string" ? init.body : "{}") as unknown);

describe("SearchPanel's 'Set aside' filter", () => {
  it("is on by default: a query finds archived thoughts, and the row says so", async () => {
    const fetchMock = mockApi({
      "GET /api/tasks": { tasks: [open, archived] },
      "POST /api/search": found,
    });
    renderScreen(<SearchPanel scope="active" />);
    // before a query: the set-aside list
    expect(await screen.findByRole("region", { name: "Archived" })).toHaveTextContent(
      "Marathon photo book",
    );
    await userEvent.type(screen.getByRole("searchbox"), "marathon");
    expect(await screen.findByText(/archived ·/)).toBeInTheDocument();
    expect(searchBodies(fetchMock).at(-1)).toMatchObject({
      query: "marathon",
      kinds: ["task", "subtask"],
      includeSetAside: true,
    });
  });

  it("turned off, asks for what home shows only, hides the set-aside list and is kept", async () => {
    const fetchMock = mockApi({
      "GET /api/tasks": { tasks: [open, archived] },
      "POST /api/search": { ...found, results: found.results.slice(0, 1) },
    });
    renderScreen(<SearchPanel scope="active" />);
    await screen.findByRole("region", { name: "Archived" });
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    const toggle = screen.getByRole("button", { name: "Set aside" });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(toggle).toHaveAccessibleDescription(
      "Set aside: thoughts delayed, scheduled or archived.",
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("region", { name: "Archived" })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(FILTER_KEYS.active) ?? "{}")).toMatchObject({
      setAside: false,
    });
    await userEvent.type(screen.getByRole("searchbox"), "marathon");
    expect(await screen.findByText("Marathon shoes fitting")).toBeInTheDocument();
    expect(searchBodies(fetchMock).at(-1)).toMatchObject({ includeSetAside: false });
  });

  it("has nothing to add when Thoughts is off, and Completed Items does not offer it", async () => {
    mockApi({ "GET /api/tasks": { tasks: [] } });
    const { unmount } = renderScreen(<SearchPanel scope="active" />);
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    await userEvent.click(screen.getByRole("button", { name: "Thoughts" }));
    expect(screen.getByRole("button", { name: "Set aside" })).toBeDisabled();
    unmount();
    renderScreen(<SearchPanel scope="completed" />);
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    expect(screen.queryByRole("button", { name: "Set aside" })).not.toBeInTheDocument();
  });
});
