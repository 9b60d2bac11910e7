import { describe, expect, it } from "vitest";
import { canRedo, canUndo, createHistory, recordChange, redo, undo } from "./history";

const GAP = 200;

describe("undo history", () => {
  it("merges changes less than 200 ms apart into one entry", () => {
    let h = createHistory("");
    h = recordChange(h, "a", 1000, GAP);
    h = recordChange(h, "ab", 1199, GAP);
    expect(h.past).toEqual([""]);
    h = recordChange(h, "abc", 1399, GAP);
    expect(h.past).toEqual(["", "ab"]);
  });

  it("undoes and redoes step by step; a new change clears redo", () => {
    let h = createHistory("");
    h = recordChange(h, "a", 0, GAP);
    h = recordChange(h, "ab", 500, GAP);
    h = undo(h);
    expect(h.present).toBe("a");
    h = undo(h);
    expect(h.present).toBe("");
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present).toBe("a");
    h = recordChange(h, "ax", 510, GAP);
    expect(canRedo(h)).toBe(false);
  });

  it("never merges into the starting value", () => {
    let h = createHistory("start");
    h = recordChange(h, "x", 0, GAP);
    expect(undo(h).present).toBe("start");
  });
});
