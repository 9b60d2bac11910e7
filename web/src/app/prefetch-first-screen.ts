import type { QueryClient } from "@tanstack/react-query";
import { tasksQueryOptions } from "../lib/queries/tasks";
import { goalsQueryOptions } from "../lib/queries/goals";
import { meQueryOptions, usageQueryOptions } from "../lib/queries/session";
import { settingsQueryOptions } from "../lib/queries/settings";

/**
 * Starts the first screen's requests before React renders anything: the session, then (for
 * anyone signed in, guests included) thoughts, goals, settings and usage at once. Screens asked
 * for them one after another as each answer arrived, and every arrival was another render on a
 * phone's busy main thread; now they are usually all in the cache by the first render. The
 * screens' own queries join these requests instead of sending their own.
 */
export function prefetchFirstScreen(client: QueryClient): void {
  client
    .fetchQuery(meQueryOptions())
    .then((me) => {
      if (!me.user) return;
      void client.prefetchQuery(tasksQueryOptions());
      void client.prefetchQuery(goalsQueryOptions());
      void client.prefetchQuery(settingsQueryOptions());
      void client.prefetchQuery(usageQueryOptions());
    })
    .catch(() => undefined); // the screens ask again and show what went wrong
}
