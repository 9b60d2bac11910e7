import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { queryKeys } from "../query-keys";
import {
  forgetOfflineData,
  restoreOfflineCache,
  saveOfflineCache,
  setOfflineOwner,
} from "./offline-cache";
import { closeOutbox, openOutbox, queueWrite } from "./task-outbox";

const me = (id: string) => ({
  user: { id, email: `${id}@example.com`, name: null, isGuest: false },
});
const task = { id: "t1", text: "Water the plants" };

function clientFor(id: string | null) {
  const client = new QueryClient();
  if (id) {
    client.setQueryData(queryKeys.me, me(id), { updatedAt: 1_000 });
    client.setQueryData(queryKeys.tasks, [task], { updatedAt: 2_000 });
    client.setQueryData(queryKeys.settings, { displayMode: "focused" });
    client.setQueryData(queryKeys.search("items", ["tasks"], "x", true), ["not kept"]);
  }
  return client;
}

afterEach(() => closeOutbox());

describe("offline cache", () => {
  it("keeps the person's home data and brings it back, with the time it was fetched", () => {
    setOfflineOwner("ann");
    saveOfflineCache(clientFor("ann"));

    const fresh = new QueryClient();
    expect(restoreOfflineCache(fresh)).toBe("ann");
    expect(fresh.getQueryData(queryKeys.me)).toEqual(me("ann"));
    expect(fresh.getQueryData(queryKeys.tasks)).toEqual([task]);
    expect(fresh.getQueryState(queryKeys.tasks)?.dataUpdatedAt).toBe(2_000);
    expect(fresh.getQueryData(queryKeys.settings)).toEqual({ displayMode: "focused" });
    expect(fresh.getQueryData(queryKeys.search("items", ["tasks"], "x", true))).toBeUndefined();
  });

  it("keeps nothing for a session the server has not named, nor for nobody", () => {
    saveOfflineCache(clientFor("ann")); // no owner named yet
    setOfflineOwner("bob");
    saveOfflineCache(clientFor("ann")); // the cache is someone else's
    saveOfflineCache(clientFor(null));
    expect(restoreOfflineCache(new QueryClient())).toBeNull();
  });

  it("never shows one person's list to the next: a new person drops the last one's data", () => {
    setOfflineOwner("ann");
    saveOfflineCache(clientFor("ann"));
    setOfflineOwner("bob");
    expect(localStorage.getItem("firstly.offline-cache.ann")).toBeNull();
    expect(restoreOfflineCache(new QueryClient())).toBeNull();

    setOfflineOwner(null); // signed out elsewhere, or the session ended
    expect(localStorage.getItem("firstly.offline-owner")).toBeNull();
  });

  it("ignores a snapshot whose session names someone else", () => {
    setOfflineOwner("ann");
    localStorage.setItem(
      "firstly.offline-cache.ann",
      JSON.stringify({
        version: 1,
        owner: "ann",
        queries: { me: { data: me("bob"), updatedAt: 1 } },
      }),
    );
    expect(restoreOfflineCache(new QueryClient())).toBeNull();
  });

  it("forgets the person's data and queued writes on sign-out", () => {
    setOfflineOwner("ann");
    saveOfflineCache(clientFor("ann"));
    openOutbox("ann", true);
    queueWrite({ kind: "create", taskId: "t2", input: { id: "t2", text: "later" } });
    forgetOfflineData("ann");
    expect(Object.keys(localStorage).filter((k) => k.startsWith("firstly."))).toEqual([]);
  });
});
