import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Task } from "@firstly/core/contract/task";
import { storageKeys } from "../../../lib/storage";
import { submitTaskWrite } from "../offline/task-writes";
import { AUTOSAVE_DELAY_MS } from "../editor/use-task-editor";
import { forgetNewNote, newNoteId, startNoteFrom } from "./new-note";
import { textBlock } from "./note-blocks";
import { useNoteEditor } from "./use-note-editor";

vi.mock("../offline/task-writes", () => ({ submitTaskWrite: vi.fn() }));
const submit = vi.mocked(submitTaskWrite);

const ID = "6f1c2a52-8d0e-4b7a-9a57-1f3a3d2c1b00";
const serverTask = (input: { title?: string | null; text?: string }) =>
  ({
    id: ID,
    title: input.title ?? null,
    text: input.text ?? "",
    imageURLs: [],
    files: [],
    inline: [],
    updatedAt: new Date().toISOString(),
  }) as unknown as Task;

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onCreated = vi.fn();
  const hook = renderHook(() => useNoteEditor({ noteId: ID, task: null, onCreated }), { wrapper });
  return { ...hook, onCreated };
}

describe("useNoteEditor (a new note)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-26T22:00:00Z") });
    submit.mockReset();
    submit.mockImplementation(async (write) =>
      Promise.resolve({ task: serverTask(write.input as { text?: string }), isQueued: false }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it("docs/behaviour/validation.md#titles: sends nothing while the note has no title, text, files or images", async () => {
    const { result } = setup();
    act(() => result.current.change({ title: "   " }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 1000));
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.status).toBe("idle");
    // nor is it lost: the draft stays on this device
    expect(localStorage.getItem(storageKeys.noteDraft(ID))).toContain("   ");
  });

  it("creates a note that has only a title (a title alone is a thought)", async () => {
    const { result } = setup();
    act(() => result.current.change({ title: "Only a title" }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 1000));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      kind: "create",
      taskId: ID,
      input: { id: ID, title: "Only a title", text: "" },
    });
  });

  it("creates the note once with its client id, then saves title, joined text and blocks", async () => {
    const { result, onCreated } = setup();
    const [first] = result.current.value.blocks;
    act(() =>
      result.current.change({
        title: "Trip",
        blocks: [{ ...first!, type: "text", value: "One" } as never, textBlock("Two", "b")],
      }),
    );
    expect(localStorage.getItem(storageKeys.noteDraft(ID))).toContain("Two");
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(submit.mock.calls.map(([w]) => w.kind)).toEqual(["create", "update"]);
    expect(submit.mock.calls[0]![0]).toMatchObject({
      kind: "create",
      taskId: ID,
      input: { id: ID, title: "Trip", text: "One\n\nTwo" },
    });
    expect(submit.mock.calls[1]![0]).toMatchObject({
      kind: "update",
      input: {
        title: "Trip",
        text: "One\n\nTwo",
        inline: [
          { type: "text", value: "One" },
          { type: "text", id: "b", value: "Two" },
        ],
      },
    });
    expect(onCreated).toHaveBeenCalledOnce();
    // the server has it: the local draft is gone
    expect(localStorage.getItem(storageKeys.noteDraft(ID))).toBeNull();
  });
});

describe("new-note id", () => {
  afterEach(() => localStorage.clear());

  it("is kept for 10 minutes, so a reload of add-note finds the same note", () => {
    const now = Date.parse("2026-11-26T22:00:00Z");
    const id = newNoteId(now);
    expect(newNoteId(now + 9 * 60_000)).toBe(id);
    expect(newNoteId(now + 10 * 60_000)).not.toBe(id);
  });

  it("carries Add Thought's id and words into the editor's draft, and is forgotten after", () => {
    startNoteFrom(ID, { title: "T", blocks: [textBlock("typed", "a")] }, Date.now());
    expect(newNoteId(Date.now())).toBe(ID);
    expect(localStorage.getItem(storageKeys.noteDraft(ID))).toContain("typed");
    forgetNewNote(ID);
    expect(newNoteId(Date.now())).not.toBe(ID);
  });
});
