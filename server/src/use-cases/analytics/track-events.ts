import type { ClientEvent } from "@firstly/core/contract/analytics";
import type { AppDeps, SessionUser } from "../../context";
import { analyticsEvents } from "../../db/schema";

export interface TrackEventsOptions {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
  /** already checked by the contract: client.* types only, small fixed-shape data, at most 50 */
  events: ClientEvent[];
}

/**
 * POST /api/analytics/events: one insert for the whole batch. docs/behaviour/permissions.md#guest:
 * a guest's events are not stored (the web app drops them before sending; this is the server's own
 * guard). The contract admits only `client.*` types, so no batch can add to the usage ledger the
 * limit is counted from.
 */
export async function trackEvents({
  deps,
  user,
  events,
}: TrackEventsOptions): Promise<{ stored: number }> {
  if (user.isGuest) return { stored: 0 };
  const now = deps.now();
  await deps.db.insert(analyticsEvents).values(
    events.map((event) => ({
      userId: user.id,
      eventType: event.type,
      eventData: { ...event.data, ...(event.at ? { at: event.at } : {}) },
      createdAt: now,
    })),
  );
  return { stored: events.length };
}
