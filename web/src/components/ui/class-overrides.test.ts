import { describe, expect, it } from "vitest";
import { withOverrides } from "./class-overrides";

describe("withOverrides", () => {
  it("keeps the base when the caller only adds", () => {
    expect(withOverrides("h-9 px-3 bg-accent", "flex-1 mt-2")).toBe(
      "h-9 px-3 bg-accent flex-1 mt-2",
    );
    expect(withOverrides("h-9 px-3", undefined)).toBe("h-9 px-3");
  });

  it("drops a base class when the caller sets the same kind, variants apart", () => {
    expect(
      withOverrides(
        "h-9 px-3 rounded-lg text-sm font-medium disabled:opacity-50",
        "h-10 px-5 font-semibold disabled:opacity-30",
      ),
    ).toBe("rounded-lg text-sm h-10 px-5 font-semibold disabled:opacity-30");
    expect(
      withOverrides("text-ink-soft hover:bg-canvas size-10", "text-white hover:bg-black/75"),
    ).toBe("size-10 text-white hover:bg-black/75");
  });

  it("tells a text size from a text colour and a border's width from its colour", () => {
    expect(withOverrides("text-sm text-muted", "text-danger")).toBe("text-sm text-danger");
    expect(withOverrides("border border-line", "border-accent")).toBe("border border-accent");
  });
});
