import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dragOffset, NoteSheet, SHEET_EXIT_MS, shouldDismiss } from "./note-sheet";

describe("sheet drag threshold (docs/behaviour/limits.md#geometry: 120 px)", () => {
  it.each([
    [-300, false],
    [0, false],
    [119, false],
    [120, false],
    [121, true],
  ])("a drag of %d px closes: %s", (dy, expected) => expect(shouldDismiss(dy)).toBe(expected));

  it("follows the finger down, never up", () => {
    expect([dragOffset(-40), dragOffset(60)]).toEqual([0, 60]);
  });
});

describe("NoteSheet", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderSheet = (onClosed = vi.fn(), isFullScreen = false) => {
    render(
      <NoteSheet
        title="New note"
        isFullScreen={isFullScreen}
        onClosed={onClosed}
        header={(close) => (
          <button type="button" onClick={close}>
            Close
          </button>
        )}
        footer={null}
      >
        <p>Body</p>
      </NoteSheet>,
    );
    return onClosed;
  };

  const drag = (dy: number) => {
    const handle = screen.getByTestId("sheet-handle");
    handle.setPointerCapture = () => undefined;
    fireEvent.pointerDown(handle, { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 100 + dy, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientY: 100 + dy, pointerId: 1 });
  };

  it("is a labelled dialog", () => {
    renderSheet();
    expect(screen.getByRole("dialog", { name: "New note" })).toBeInTheDocument();
  });

  it("stays open after a short drag and closes 200 ms after a long one", () => {
    const onClosed = renderSheet();
    drag(100);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onClosed).not.toHaveBeenCalled();
    drag(130);
    act(() => {
      vi.advanceTimersByTime(SHEET_EXIT_MS - 1);
    });
    expect(onClosed).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it("closes on Escape, and toggles between sheet and expanded", () => {
    const onClosed = renderSheet();
    fireEvent.click(screen.getByRole("button", { name: "Expand" }));
    expect(screen.getByTestId("note-sheet")).toHaveAttribute("data-presentation", "expanded");
    expect(screen.getByRole("button", { name: "Collapse" })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    act(() => {
      vi.advanceTimersByTime(SHEET_EXIT_MS);
    });
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it("is full screen on a wide screen, without handle or toggle", () => {
    renderSheet(vi.fn(), true);
    expect(screen.getByTestId("note-sheet")).toHaveAttribute("data-presentation", "full-screen");
    expect(screen.queryByTestId("sheet-handle")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Expand" })).not.toBeInTheDocument();
  });
});
