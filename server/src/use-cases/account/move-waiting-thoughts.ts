import type { GuestArrival } from "@firstly/core/contract/guest-arrival";
import type { AppDeps, SessionUser } from "../../context";
import { guestArrival, waitingGuestIds } from "./guest-arrival";
import { migrateGuestData } from "./migrate-guest-data";

/**
 * Moves the waiting guest thoughts that fit the account's month now (room freed up: a new month,
 * or Pro); the rest keeps waiting. Answers what is left to tell.
 */
export async function moveWaitingThoughts({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db" | "now" | "scorer" | "notifier" | "billing">;
  user: SessionUser;
}): Promise<GuestArrival> {
  if (user.isGuest) return guestArrival({ deps, user });
  for (const guestUserId of await waitingGuestIds(deps, user.id)) {
    await migrateGuestData({
      db: deps.db,
      scorer: deps.scorer,
      notifier: deps.notifier,
      guestUserId,
      userId: user.id,
      now: deps.now(),
      freeMonthly: deps.billing.freeMonthlyLimit,
    });
  }
  return guestArrival({ deps, user });
}
