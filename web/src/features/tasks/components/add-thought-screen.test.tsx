import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { storageKeys } from "../../../lib/storage";
import { mockApi, renderScreen } from "../../../../test/render";
import { AddThoughtScreen } from "./add-thought-screen";

describe("Add Thought", () => {
  it("keeps the draft on the device while typing and restores it", async () => {
    mockApi({});
    const user = userEvent.setup();
    const first = renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    await user.type(screen.getByLabelText("Title"), "Dentist");
    await user.type(screen.getByLabelText("Thought"), "Book a check-up");
    expect(JSON.parse(localStorage.getItem(storageKeys.pendingThought)!)).toMatchObject({
      title: "Dentist",
      text: "Book a check-up",
    });
    first.unmount();

    renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    expect(screen.getByLabelText("Title")).toHaveValue("Dentist");
    expect(screen.getByLabelText("Thought")).toHaveValue("Book a check-up");
  });

  it("does not save a thought with empty text", async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    await user.type(screen.getByLabelText("Title"), "Only a title");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.pendingThought)).toBeNull();
  });

  it("creates the task with the draft's client id, so a retry cannot duplicate it", async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    await user.type(screen.getByLabelText("Thought"), "Call mum");
    const draftId = (
      JSON.parse(localStorage.getItem(storageKeys.pendingThought)!) as { id: string }
    ).id;
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ id: draftId, text: "Call mum" });
  });
});
