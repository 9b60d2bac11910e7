import type { ClientEventData } from "@firstly/core/contract/analytics";
import type { ClientEventType } from "@firstly/core/contract/analytics-events";

/** Where `track` sends events once the queue (analytics-queue.ts) has started. */
interface Tracker {
  track(type: ClientEventType, data?: ClientEventData): void;
}

/** Events tracked in the moment before the queue loads (it starts after the first paint). */
const EARLY_EVENTS_MAX = 20;
let tracker: Tracker | null = null;
let early: [ClientEventType, ClientEventData | undefined][] = [];

/** Records one event from where it happened (a create, a completion, a search…). */
export function track(type: ClientEventType, data?: ClientEventData): void {
  if (tracker) tracker.track(type, data);
  else if (early.length < EARLY_EVENTS_MAX) early.push([type, data]);
}

/** The queue has started: it takes the early events, then every later one. */
export function startTracking(next: Tracker): void {
  tracker = next;
  for (const [type, data] of early) next.track(type, data);
  early = [];
}
