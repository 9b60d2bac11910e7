import { afterEach, describe, expect, it, vi } from "vitest";
import { KeptPerDatabase } from "../src/db/kept-per-database";

describe("KeptPerDatabase", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps per database: one database never sees another's", () => {
    const kept = new KeptPerDatabase<string>({ max: 10 });
    const one = {};
    const other = {};
    kept.set(one, "alice", "one's");
    expect(kept.get(one, "alice")).toBe("one's");
    expect(kept.get(other, "alice")).toBeUndefined();
    kept.delete(one, "alice");
    expect(kept.get(one, "alice")).toBeUndefined();
  });

  it("holds at most `max` keys, dropping the one kept longest ago", () => {
    const kept = new KeptPerDatabase<number>({ max: 2 });
    const db = {};
    kept.set(db, "a", 1);
    kept.set(db, "b", 2);
    kept.set(db, "a", 3); // kept again: now the newest
    kept.set(db, "c", 4);
    expect(kept.get(db, "b")).toBeUndefined();
    expect(kept.get(db, "a")).toBe(3);
    expect(kept.get(db, "c")).toBe(4);
  });

  it("forgets after `ms`, when given", () => {
    vi.useFakeTimers();
    const kept = new KeptPerDatabase<number>({ max: 10, ms: 60_000 });
    const forever = new KeptPerDatabase<number>({ max: 10 });
    const db = {};
    kept.set(db, "a", 1);
    forever.set(db, "a", 1);
    vi.advanceTimersByTime(60_000);
    expect(kept.get(db, "a")).toBe(1);
    vi.advanceTimersByTime(1);
    expect(kept.get(db, "a")).toBeUndefined();
    expect(forever.get(db, "a")).toBe(1);
  });
});
