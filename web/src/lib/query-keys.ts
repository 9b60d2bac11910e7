/** One place for react-query keys so live events can invalidate exactly what changed. */
export const queryKeys = {
  me: ["me"] as const,
  health: ["health"] as const,
  account: ["account"] as const,
  /** what a sign-in from a guest's browser left to tell the person (home's note) */
  guestArrival: ["guest-arrival"] as const,
  usage: ["usage"] as const,
  subscription: ["subscription"] as const,
  settings: ["settings"] as const,
  /** under the settings key: a settings change event (a subscription forgotten) refreshes it too */
  pushStatus: ["settings", "push"] as const,
  accessTokens: ["access-tokens"] as const,
  calendarFeed: ["calendar-feed"] as const,
  goals: ["goals"] as const,
  tasks: ["tasks"] as const,
  analytics: (timeZone: string) => ["analytics", timeZone] as const,
  task: (id: string) => ["tasks", id] as const,
  search: (scope: string, kinds: readonly string[], query: string, includeSetAside: boolean) =>
    ["search", scope, kinds.join(","), query, includeSetAside] as const,
};
