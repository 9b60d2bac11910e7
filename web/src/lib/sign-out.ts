import type { QueryClient } from "@tanstack/react-query";
import { loadAuthClient } from "./auth-client";
import { forgetOfflineData, sessionUserId } from "./offline/offline-cache";

/** Sign-out from the side menu or the account card. */
export async function signOut(client: QueryClient): Promise<void> {
  await (await loadAuthClient()).signOut();
  // what this device kept for offline use (their list, their queued writes) goes with them
  forgetOfflineData(sessionUserId(client));
  await client.resetQueries();
}
