/**
 * Events the web app reports (docs/behaviour/navigation.md#analytics-screen and
 * docs/behaviour/limits.md#analytics analytics). They share the analytics_events table with the
 * server's own usage ledger (task_action, goal_action, search_used:
 * docs/behaviour/calls.md#freemium-checks freemium checks), so every client type is prefixed
 * `client.`: a client can never write a ledger row, and these rows never count toward the monthly
 * limit. Kept apart from contract/analytics.ts (the schemas) so the web app's first page can queue
 * events without loading zod.
 */
export const CLIENT_EVENT_TYPES = [
  "client.task_created",
  "client.task_completed",
  "client.task_uncompleted",
  "client.task_delayed",
  "client.task_archived",
  "client.task_deleted",
  "client.goal_created",
  "client.goal_completed",
  "client.goal_restored",
  "client.goal_edited",
  "client.search_used",
] as const;
export type ClientEventType = (typeof CLIENT_EVENT_TYPES)[number];

/**
 * docs/behaviour/limits.md: the client sends 10 at a time; the server takes a little more (a
 * requeued batch).
 */
export const CLIENT_EVENT_BATCH = 10;
export const MAX_EVENTS_PER_REQUEST = 50;
