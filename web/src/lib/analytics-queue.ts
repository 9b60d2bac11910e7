import type { QueryClient } from "@tanstack/react-query";
import type { ClientEvent, ClientEventData } from "@firstly/core/contract/analytics";
import { CLIENT_EVENT_BATCH, type ClientEventType } from "@firstly/core/contract/analytics-events";
import type { Me } from "@firstly/core/contract/session";
import { callApi } from "./api";
import { ApiError } from "./api-error";
import { queryKeys } from "./query-keys";
import { startTracking } from "./analytics";

/**
 * docs/behaviour/limits.md#analytics: a batch goes when 10 events are waiting or 5 s after the
 * first of them.
 */
export const FLUSH_INTERVAL_MS = 5_000;
/** Events kept while the server cannot be reached; the oldest go first past this. */
export const MAX_QUEUED_EVENTS = 100;

export interface EventQueueOptions {
  /**
   * sends one batch; a rejection puts the batch back at the front of the queue
   * (docs/behaviour/messages.md)
   */
  send: (events: ClientEvent[], options: { keepalive: boolean }) => Promise<unknown>;
  /**
   * docs/behaviour/permissions.md#roles: only a signed-in person's events are kept; anyone else's
   * are dropped
   */
  isEnabled: () => boolean;
  now?: () => Date;
}

export interface EventQueue {
  track(type: ClientEventType, data?: ClientEventData): void;
  /** sends what is waiting, one batch at a time; `keepalive` when the page is going away */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  readonly size: number;
}

/**
 * The client's analytics queue (docs/behaviour/limits.md#analytics batching,
 * docs/behaviour/messages.md#silent-failures 'failed analytics flush requeues events'). One request
 * at a time; a failed batch goes back in front, in order, and is tried again after the interval;
 * events from a guest (or nobody) are never queued, and a queue whose person has since signed out
 * is dropped rather than sent under someone else's session.
 */
export function createEventQueue({
  send,
  isEnabled,
  now = () => new Date(),
}: EventQueueOptions): EventQueue {
  let queue: ClientEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let isLeaving = false;

  const schedule = () => {
    if (timer === null && queue.length > 0) {
      timer = setTimeout(() => {
        timer = null;
        void flush();
      }, FLUSH_INTERVAL_MS);
    }
  };

  /** one batch of at most 10; false when it failed and went back in front of the queue */
  const sendOne = async (keepalive: boolean): Promise<boolean> => {
    const batch = queue.slice(0, CLIENT_EVENT_BATCH);
    queue = queue.slice(batch.length);
    try {
      await send(batch, { keepalive });
      return true;
    } catch (error) {
      // a batch the server refused (400, 401) would be refused again: it is dropped, not retried
      if (!isRefused(error)) queue = [...batch, ...queue].slice(0, MAX_QUEUED_EVENTS);
      return false;
    }
  };

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    // the page is going away: the round under way sends its remaining batches with keepalive
    isLeaving ||= keepalive;
    if (inFlight) return inFlight;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!isEnabled()) {
      queue = [];
      return;
    }
    inFlight = (async () => {
      // everything waiting goes, 10 to a request, including what arrives meanwhile; a failure
      // stops the round and the interval tries again
      while (queue.length > 0 && (await sendOne(isLeaving))) {
        // next batch
      }
    })();
    try {
      await inFlight;
    } finally {
      inFlight = null;
      isLeaving = false;
      schedule();
    }
  }

  return {
    track(type, data = {}) {
      if (!isEnabled()) return;
      queue.push({ type, at: now().toISOString(), data });
      if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(-MAX_QUEUED_EVENTS);
      if (queue.length >= CLIENT_EVENT_BATCH && !inFlight) void flush();
      else schedule();
    },
    flush,
    get size() {
      return queue.length;
    },
  };
}

/** A 4xx other than 408/429: the server understood the batch and will never take it. */
function isRefused(error: unknown): boolean {
  return (
    error instanceof ApiError && error.isClientError && error.status !== 408 && error.status !== 429
  );
}

/**
 * Starts the app's queue (main.tsx, after the first paint): the session is read from the query
 * cache at each event, and everything waiting is sent, with `keepalive`, when the page is hidden
 * or closed. Events tracked before it started are taken over.
 */
export function installAnalytics(client: QueryClient): EventQueue {
  const queue = createEventQueue({
    send: (events, { keepalive }) => callApi("trackEvents", { body: { events }, keepalive }),
    isEnabled: () => {
      const user = client.getQueryData<Me>(queryKeys.me)?.user;
      return user != null && !user.isGuest;
    },
  });
  const flushNow = () => void queue.flush({ keepalive: true });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushNow();
  });
  window.addEventListener("pagehide", flushNow);
  startTracking(queue);
  return queue;
}
