import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "../../../lib/storage";
import { AUTOSAVE_DELAY_MS, SAVING_INDICATOR_MS, useTaskEditor } from "./use-task-editor";

const initial = { title: "", text: "" };

function setup(save = vi.fn(async () => undefined)) {
  const hook = renderHook(() =>
    useTaskEditor({ taskId: "t1", initial, serverUpdatedAt: "2020-01-01T00:00:00.000Z", save }),
  );
  return { ...hook, save };
}

describe("useTaskEditor", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-01-01T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("saves once, 600 ms after the last edit", async () => {
    const { result, save } = setup();
    act(() => result.current.change({ text: "H" }));
    await act(() => vi.advanceTimersByTimeAsync(400));
    act(() => result.current.change({ text: "Hi" }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ title: "", text: "Hi" }, expect.any(String));
  });

  it("shows saving for at least 800 ms, then 'saved', and drops the local draft", async () => {
    const { result } = setup();
    act(() => result.current.change({ title: "Plan" }));
    expect(localStorage.getItem(storageKeys.taskDraft("t1"))).toContain("Plan");
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current.status).toBe("saving");
    await act(() => vi.advanceTimersByTimeAsync(SAVING_INDICATOR_MS - 10));
    expect(result.current.status).toBe("saving");
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.status).toBe("saved");
    expect(localStorage.getItem(storageKeys.taskDraft("t1"))).toBeNull();
  });

  it("keeps the draft and reports the error when saving fails", async () => {
    const { result } = setup(
      vi.fn(async () =>
        Promise.reject(new Error("Request timeout - please check your connection")),
      ),
    );
    act(() => result.current.change({ text: "keep me" }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current.status).toBe("error");
    expect(result.current.error).toBe("Request timeout - please check your connection");
    expect(localStorage.getItem(storageKeys.taskDraft("t1"))).toContain("keep me");
  });

  it("restores a newer unsaved draft after a reload and sends it", async () => {
    localStorage.setItem(
      storageKeys.taskDraft("t1"),
      JSON.stringify({
        value: { title: "", text: "typed before reload" },
        clientUpdatedAt: "2026-01-01T09:59:00.000Z",
      }),
    );
    const { result, save } = setup();
    expect(result.current.value.text).toBe("typed before reload");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(save).toHaveBeenCalledWith(
      { title: "", text: "typed before reload" },
      "2026-01-01T09:59:00.000Z",
    );
    expect(result.current.canUndo).toBe(true);
  });

  it("records history entries at least 200 ms apart; undo and redo walk them", async () => {
    const { result } = setup();
    act(() => result.current.change({ text: "a" }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => result.current.change({ text: "ab" }));
    await act(() => vi.advanceTimersByTimeAsync(250));
    act(() => result.current.change({ text: "abc" }));
    act(() => result.current.undo());
    expect(result.current.value.text).toBe("ab");
    act(() => result.current.undo());
    expect(result.current.value.text).toBe("");
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    expect(result.current.value.text).toBe("ab");
    expect(result.current.canRedo).toBe(true);
  });

  it("undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y", () => {
    const { result } = setup();
    act(() => result.current.change({ text: "typed" }));
    const key = (init: KeyboardEventInit) =>
      act(
        () => void window.dispatchEvent(new KeyboardEvent("keydown", { ctrlKey: true, ...init })),
      );
    key({ key: "z" });
    expect(result.current.value.text).toBe("");
    key({ key: "Z", shiftKey: true });
    expect(result.current.value.text).toBe("typed");
    key({ key: "z", metaKey: true, ctrlKey: false });
    key({ key: "y" });
    expect(result.current.value.text).toBe("typed");
  });
});
