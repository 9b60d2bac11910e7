import { onlineManager, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { Me } from "@firstly/core/contract/session";
import type { Task } from "@firstly/core/contract/task";
import { withQueuedWrites } from "../lib/offline/queued-overlay";
import { connectTaskWrites, sendQueuedWrites } from "../features/tasks/offline/task-writes";
import { ApiError } from "../lib/api-error";
import { noteSessionPerson, sessionEndedStore } from "../lib/session-ended";
import {
  keptQueryKeys,
  restoreOfflineCache,
  saveOfflineCache,
  sessionUserId,
  setOfflineOwner,
} from "../lib/offline/offline-cache";
import { closeOutbox, openOutbox, outboxStore } from "../lib/offline/task-outbox";
import { queryKeys } from "../lib/query-keys";

/** Kept data is written this long after the last change (a burst of answers is one write). */
export const SAVE_DELAY_MS = 1_000;

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The app's offline side, started before the first render (main.tsx):
 * - react-query learns whether the browser is online now (it assumes so until an event says
 *   otherwise), so a load offline waits for the network instead of failing, and what this device
 *   kept is shown;
 * - opened with no network (the service worker's cached shell, no first screen inside), the last
 *   signed-in person's home data and queued writes come back from this device;
 * - whenever the server names who is signed in, their data is kept from then on and their queued
 *   writes are sent; another person's kept data is dropped;
 * - queued writes go out as soon as the connection returns.
 * `isSeeded`: index.html carried the first screen, so the server has named the person already.
 */
export function startOfflineSync(client: QueryClient, { isSeeded }: { isSeeded: boolean }): void {
  onlineManager.setOnline(navigator.onLine);
  connectTaskWrites(client);
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const saveSoon = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => saveOfflineCache(client), SAVE_DELAY_MS);
  };
  const saveNow = () => {
    clearTimeout(saveTimer);
    saveOfflineCache(client);
  };

  const confirmOwner = (owner: string | null) => {
    setOfflineOwner(owner);
    if (!owner) {
      closeOutbox();
      return;
    }
    openOutbox(owner, true);
    const queued = outboxStore.get().entries;
    if (queued.length > 0)
      client.setQueryData<Task[]>(queryKeys.tasks, (old) =>
        old ? withQueuedWrites(old, queued, new Date()) : old,
      );
    saveSoon();
    void sendQueuedWrites();
  };

  let isRestored = false;
  const restoreFromDevice = () => {
    if (isRestored) return;
    isRestored = true;
    const owner = restoreOfflineCache(client);
    if (owner) openOutbox(owner, false);
  };

  if (isSeeded) {
    noteSessionPerson(client.getQueryData<Me>(queryKeys.me)?.user ?? null);
    confirmOwner(sessionUserId(client));
  } else if (!navigator.onLine) restoreFromDevice();

  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated") return;
    const queryKey = event.query.queryKey as QueryKey;
    const { action } = event;
    if (sameKey(queryKey, queryKeys.me)) {
      // an answer from the server (not one this device put in the cache) names the person
      if (action.type === "success" && !action.manual) {
        const user = (action.data as Me | undefined)?.user ?? null;
        noteSessionPerson(user);
        // a session ended elsewhere: the person's list leaves the screen with it
        if (!user && sessionEndedStore.get())
          client.removeQueries({ predicate: (q) => !sameKey(q.queryKey, queryKeys.me) });
        confirmOwner(user?.id ?? null);
      }
      // the browser thinks it is online but the server cannot be reached: open what was kept
      if (
        action.type === "error" &&
        action.error instanceof ApiError &&
        action.error.code === "OFFLINE" &&
        event.query.state.data === undefined
      )
        restoreFromDevice();
    }
    if (action.type === "success" && keptQueryKeys.some((k) => sameKey(k, queryKey))) saveSoon();
  });

  onlineManager.subscribe((isOnline) => {
    if (isOnline) void sendQueuedWrites();
  });
  window.addEventListener("pagehide", saveNow);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") saveNow();
  });
}
