import { z } from "zod";
import { scoreTiers } from "../scoring/tiers";
import { CLIENT_EVENT_TYPES, MAX_EVENTS_PER_REQUEST } from "./analytics-events";

const Id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid id");

/**
 * What an event may carry: ids, a few enums and a count. No free text, so nothing a person wrote
 * can reach the table through this door; unknown keys are refused.
 */
export const ClientEventData = z.strictObject({
  taskId: Id.optional(),
  goalId: Id.optional(),
  goalType: z.enum(["main", "subtask"]).optional(),
  /** the task's tier for the main goal when the action happened */
  tier: z.enum(scoreTiers).optional(),
  /**
   * search: which list was searched and how many results came back (at most 10,
   * docs/behaviour/limits.md#search)
   */
  scope: z.enum(["active", "completed"]).optional(),
  results: z.number().int().min(0).max(10).optional(),
});
export type ClientEventData = z.infer<typeof ClientEventData>;

export const ClientEvent = z.strictObject({
  type: z.enum(CLIENT_EVENT_TYPES, "Unknown event type"),
  /** when it happened on the device (kept in the event's data; the row's time is the server's) */
  at: z.iso.datetime({ offset: true }).optional(),
  data: ClientEventData.default({}),
});
export type ClientEvent = z.infer<typeof ClientEvent>;

export const TrackEventsInput = z.strictObject({
  events: z
    .array(ClientEvent)
    .min(1, "No events to store")
    .max(MAX_EVENTS_PER_REQUEST, `At most ${MAX_EVENTS_PER_REQUEST} events at a time`),
});
export type TrackEventsInput = z.input<typeof TrackEventsInput>;

/**
 * `stored`: rows written (0 for a guest: docs/behaviour/permissions.md#guest, analytics are not
 * stored for guests).
 */
export const TrackEventsOutput = z.object({ stored: z.number().int() });

const TierCounts = z.object({
  critical: z.number().int(),
  important: z.number().int(),
  useful: z.number().int(),
  obstacle: z.number().int(),
  unscored: z.number().int(),
});
export type TierCounts = z.infer<typeof TierCounts>;

/**
 * GET /api/analytics/summary: the person's own numbers for the analytics screen
 * (docs/behaviour/navigation.md#analytics-screen).
 */
export const AnalyticsSummary = z.object({
  /** the zone the weeks and weekdays were counted in */
  timeZone: z.string(),
  /** the last 12 weeks, oldest first, each starting on a Monday (YYYY-MM-DD, local) */
  weeks: z.array(z.object({ weekStart: z.string(), completed: z.number().int() })),
  /** thoughts completed in those 12 weeks */
  completedTotal: z.number().int(),
  /**
   * Those completions by their main-goal tier at the moment they were completed; `unscored` also
   * holds completions made with no main goal set. `served` = critical + important.
   */
  completedByTier: TierCounts,
  served: z.number().int(),
  /** open thoughts (not completed, not archived) by tier for the active main goal */
  openByTier: TierCounts,
  openTotal: z.number().int(),
  hasMainGoal: z.boolean(),
  /** completions in the 12 weeks by local weekday, Monday (1) to Sunday (7) */
  weekdays: z.array(z.object({ weekday: z.number().int().min(1).max(7), completed: z.number() })),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummary>;
