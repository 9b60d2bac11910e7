import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, renderScreen } from "../../test/render";
import { GuestArrivalNote } from "./guest-arrival-note";

const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return `${init?.method ?? "GET"} ${new URL(href, "http://localhost").pathname}` === key;
  });

describe("GuestArrivalNote", () => {
  it("counts the waiting thoughts and offers Pro while the month has no room", async () => {
    mockApi({
      "GET /api/account/guest-arrival": { waiting: 3, room: 0, completedGoal: null },
    });
    renderScreen(<GuestArrivalNote signedIn />);
    const note = await screen.findByRole("region", { name: "Thoughts waiting" });
    expect(note).toHaveTextContent("3 thoughts from before you signed in are waiting");
    expect(within(note).getByRole("button", { name: "Upgrade to Pro" })).toBeInTheDocument();
    expect(within(note).queryByRole("button", { name: /Move/ })).not.toBeInTheDocument();
  });

  it("moves them when room has freed up, and disappears when none wait", async () => {
    const fetchMock = mockApi({
      "GET /api/account/guest-arrival": { waiting: 1, room: 25, completedGoal: null },
      "POST /api/account/guest-arrival/move": () =>
        jsonResponse(200, { waiting: 0, room: null, completedGoal: null }),
    });
    renderScreen(<GuestArrivalNote signedIn />);
    const note = await screen.findByRole("region", { name: "Thoughts waiting" });
    expect(note).toHaveTextContent("1 thought from before you signed in is waiting");
    await userEvent.click(within(note).getByRole("button", { name: "Move them to my list" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Thoughts waiting" })).not.toBeInTheDocument(),
    );
    expect(calls(fetchMock, "POST /api/account/guest-arrival/move")).toHaveLength(1);
  });

  it("says once where the guest's main goal went, with a link to Completed Goals", async () => {
    const fetchMock = mockApi({
      "GET /api/account/guest-arrival": {
        waiting: 0,
        room: null,
        completedGoal: { id: "g1", description: "<b>Learn to sail</b>" },
      },
      "POST /api/account/guest-arrival/goal-seen": { ok: true },
    });
    renderScreen(<GuestArrivalNote signedIn />);
    const notice = await screen.findByRole("region", {
      name: "Your goal from before you signed in",
    });
    // the person's words are text, never markup
    expect(notice).toHaveTextContent("“<b>Learn to sail</b>”");
    expect(within(notice).getByRole("link", { name: "See it in Completed Goals" })).toHaveAttribute(
      "href",
      "/completed",
    );
    await waitFor(() =>
      expect(calls(fetchMock, "POST /api/account/guest-arrival/goal-seen")).toHaveLength(1),
    );
    await userEvent.click(within(notice).getByRole("button", { name: "Dismiss" }));
    expect(
      screen.queryByRole("region", { name: "Your goal from before you signed in" }),
    ).not.toBeInTheDocument();
  });

  it("asks nothing for a guest", () => {
    const fetchMock = mockApi({});
    renderScreen(<GuestArrivalNote signedIn={false} />);
    expect(calls(fetchMock, "GET /api/account/guest-arrival")).toHaveLength(0);
  });
});
