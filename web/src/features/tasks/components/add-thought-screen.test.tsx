import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeOutbox, openOutbox } from "../../../lib/offline/task-outbox";
import { storageKeys } from "../../../lib/storage";
import { mockApi, renderScreen } from "../../../../test/render";
import { AddThoughtScreen } from "./add-thought-screen";

describe("Add Thought", () => {
  // the server has named the person (their writes are sent, not held for a session)
  beforeEach(() => openOutbox("ann", true));
  afterEach(() => closeOutbox());

  it("keeps the draft on the device while typing and restores it", async () => {
    mockApi({});
    const user = userEvent.setup();
    const first = renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    await user.type(screen.getByLabelText("Title"), "Dentist");
    await user.type(screen.getByLabelText("Thought"), "Book a check-up");
    expect(JSON.parse(localStorage.getItem(storageKeys.pendingTask)!)).toMatchObject({
      title: "Dentist",
      text: "Book a check-up",
    });
    first.unmount();

    renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    expect(screen.getByLabelText("Title")).toHaveValue("Dentist");
    expect(screen.getByLabelText("Thought")).toHaveValue("Book a check-up");
  });

  it("saves a thought that has only a title (a title alone is a thought)", async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    await user.type(screen.getByLabelText("Title"), "Only a title");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({
      text: "",
      title: "Only a title",
    });
  });

  it("saves nothing when nothing was typed", async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    await user.type(screen.getByLabelText("Title"), "   ");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.pendingTask)).toBeNull();
  });

  it("creates the task with the draft's client id, so a retry cannot duplicate it", async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    await user.type(screen.getByLabelText("Thought"), "Call mum");
    const draftId = (JSON.parse(localStorage.getItem(storageKeys.pendingTask)!) as { id: string })
      .id;
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ id: draftId, text: "Call mum" });
  });

  it("asks before 'Discard and close' throws typed words away", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderScreen(<AddThoughtScreen />, { path: "/add", route: "/add" });
    await user.type(screen.getByLabelText("Thought"), "Pay the plumber");
    await user.click(screen.getByRole("button", { name: "Discard and close" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard this thought?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep writing" }));
    expect(screen.getByLabelText("Thought")).toHaveValue("Pay the plumber");
    expect(localStorage.getItem(storageKeys.pendingTask)).toContain("Pay the plumber");

    await user.click(screen.getByRole("button", { name: "Discard and close" }));
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.pendingTask)).toBeNull();
  });
});
