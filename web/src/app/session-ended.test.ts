import { afterEach, describe, expect, it } from "vitest";
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "./query-client";
import { ApiError } from "../lib/api-error";
import { forgetOfflineData } from "../lib/offline/offline-cache";
import { queryKeys } from "../lib/query-keys";
import { forgetSessionPerson, noteSessionPerson, sessionEndedStore } from "../lib/session-ended";

const ann = { id: "u-ann", email: "ann@example.com", name: "Ann", isGuest: false };
const guest = { id: "g-1", email: null, name: null, isGuest: true };

afterEach(() => forgetSessionPerson());

describe("a session ended elsewhere", () => {
  it("is said when the server stops naming the person this browser was signed in as", () => {
    noteSessionPerson(ann);
    expect(sessionEndedStore.get()).toBeNull();
    noteSessionPerson(null);
    expect(sessionEndedStore.get()).toEqual({ id: "u-ann", email: "ann@example.com" });
    // the guest session that starts next keeps the notice; a reload after that does not repeat it
    noteSessionPerson(guest);
    expect(sessionEndedStore.get()).not.toBeNull();
    sessionEndedStore.set(null);
    noteSessionPerson(null);
    expect(sessionEndedStore.get()).toBeNull();
  });

  it("is not said after signing out here, nor for a guest, and goes when they sign in again", () => {
    noteSessionPerson(ann);
    forgetOfflineData("u-ann"); // sign-out on this device
    noteSessionPerson(null);
    expect(sessionEndedStore.get()).toBeNull();

    noteSessionPerson(guest);
    noteSessionPerson(null);
    expect(sessionEndedStore.get()).toBeNull();

    noteSessionPerson(ann);
    noteSessionPerson(null);
    expect(sessionEndedStore.get()).not.toBeNull();
    noteSessionPerson(ann);
    expect(sessionEndedStore.get()).toBeNull();
  });

  it("a 401 from any load or write asks the server who is signed in again", async () => {
    const client: QueryClient = createQueryClient();
    client.setQueryData(queryKeys.me, { user: ann });
    await client
      .fetchQuery({
        queryKey: queryKeys.tasks,
        queryFn: () => Promise.reject(new ApiError("UNAUTHENTICATED", "No user session", 401)),
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryState(queryKeys.me)?.isInvalidated).toBe(true);

    const other = createQueryClient();
    other.setQueryData(queryKeys.me, { user: ann });
    await other
      .fetchQuery({
        queryKey: queryKeys.tasks,
        queryFn: () => Promise.reject(new ApiError("NOT_FOUND", "Not found", 404)),
        retry: false,
      })
      .catch(() => undefined);
    expect(other.getQueryState(queryKeys.me)?.isInvalidated).toBe(false);
  });
});
