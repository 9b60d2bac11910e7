import { describe, expect, it } from "vitest";
import { defaultFilters, readFilters, selectedKinds, toggleKind } from "./search-filters";

describe("search filters", () => {
  it("offers tasks and subtasks in search, and main goals too in Completed Items", () => {
    expect(selectedKinds("active", defaultFilters("active"))).toEqual(["task", "subtask"]);
    expect(selectedKinds("completed", defaultFilters("completed"))).toEqual([
      "task",
      "subtask",
      "main",
    ]);
  });

  it("refuses to switch off the last kind that is on", () => {
    const one = toggleKind("active", defaultFilters("active"), "subtask");
    expect(one && selectedKinds("active", one)).toEqual(["task"]);
    expect(one && toggleKind("active", one, "task")).toBeNull();
  });

  it("repairs stored filters: bad sort, no kind on, kinds a screen does not offer", () => {
    expect(readFilters("active", { sort: "size", kinds: { task: false, subtask: false } })).toEqual(
      defaultFilters("active"),
    );
    expect(readFilters("active", "junk")).toEqual(defaultFilters("active"));
    const stored = readFilters("active", {
      sort: "name",
      kinds: { task: true, subtask: false, main: true },
    });
    expect(stored.sort).toBe("name");
    expect(selectedKinds("active", stored)).toEqual(["task"]);
  });

  it("open search finds thoughts set aside unless 'Set aside' is off; Completed Items has none", () => {
    expect(defaultFilters("active").setAside).toBe(true);
    expect(defaultFilters("completed").setAside).toBe(false);
    expect(readFilters("active", { sort: "date", setAside: false }).setAside).toBe(false);
    expect(readFilters("active", { setAside: "no" }).setAside).toBe(true);
    expect(readFilters("completed", { setAside: true }).setAside).toBe(false);
    // kept with the broken kinds repaired
    expect(
      readFilters("active", { kinds: { task: false, subtask: false }, setAside: false }),
    ).toEqual({ ...defaultFilters("active"), setAside: false });
  });
});
