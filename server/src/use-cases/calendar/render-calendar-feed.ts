import { and, eq, isNull } from "drizzle-orm";
import ical, { ICalEventRepeatingFreq, ICalWeekday } from "ical-generator";
import { DateTime } from "luxon";
import type { Recurrence } from "@firstly/core/contract/task";
import { nextOccurrence } from "@firstly/core/domain/recurrence";
import type { AppDeps } from "../../context";
import { calendarFeeds, userTasks } from "../../db/schema";
import { hashSecret, secretMatches } from "../../auth/secret-hash";

/** The secret in a feed address: 43 base64url characters, checked before any query. */
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;
/** How long each event lasts in the calendar: a reminder, not a meeting. */
export const EVENT_MINUTES = 15;
const SUMMARY_MAX = 120;
const DESCRIPTION_MAX = 1_000;

const BY_DAY: Record<Recurrence["daysOfWeek"][number], ICalWeekday> = {
  monday: ICalWeekday.MO,
  tuesday: ICalWeekday.TU,
  wednesday: ICalWeekday.WE,
  thursday: ICalWeekday.TH,
  friday: ICalWeekday.FR,
  saturday: ICalWeekday.SA,
  sunday: ICalWeekday.SU,
};

/** A thought's line in a calendar: its title, else its first line, else a plain word. */
export function eventSummary(title: string | null, text: string): string {
  const line = (title?.trim() || text.trim().split("\n")[0]?.trim() || "Thought").replace(
    /\s+/g,
    " ",
  );
  return line.length > SUMMARY_MAX ? `${line.slice(0, SUMMARY_MAX - 1)}…` : line;
}

/**
 * GET /cal/<secret>.ics: the person's scheduled thoughts as weekly events (RRULE from the
 * docs/behaviour/states.md#schedule days and time, in the schedule's own time zone) and their
 * delayed thoughts at the moment they come back, each linking to the thought. Null when the secret
 * names no feed (the route answers 404).
 */
export async function renderCalendarFeed({
  deps,
  secret,
  origin,
}: {
  deps: Pick<AppDeps, "db" | "now">;
  secret: string;
  origin: string;
}): Promise<string | null> {
  if (!FEED_SECRET.test(secret)) return null;
  const [feed] = await deps.db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, hashSecret(secret)));
  if (!feed || !secretMatches(secret, feed.secretHash)) return null;
  const rows = await deps.db
    .select({
      id: userTasks.id,
      title: userTasks.title,
      text: userTasks.text,
      status: userTasks.status,
      delayEndsAt: userTasks.delayEndsAt,
      recurrence: userTasks.recurrence,
      updatedAt: userTasks.updatedAt,
    })
    .from(userTasks)
    .where(and(eq(userTasks.userId, feed.userId), isNull(userTasks.deletedAt)));

  const now = deps.now();
  const calendar = ical({
    name: "Firstly",
    description: "Scheduled and delayed thoughts from Firstly",
    prodId: { company: "Firstly", product: "Firstly", language: "EN" },
    ttl: 60 * 60,
  });
  for (const row of rows) {
    // completed and archived (skipped) thoughts are not coming back
    if (row.status === "completed" || row.status === "skipped") continue;
    const link = `${origin}/tasks/${row.id}`;
    const body = row.text.trim();
    const description = [
      body.length > DESCRIPTION_MAX ? `${body.slice(0, DESCRIPTION_MAX - 1)}…` : body,
      `Open in Firstly: ${link}`,
    ]
      .filter(Boolean)
      .join("\n\n");
    const common = {
      id: `${row.id}@firstly`,
      summary: eventSummary(row.title, row.text),
      description,
      url: link,
      stamp: row.updatedAt,
    };
    if (row.recurrence) {
      const zone = row.recurrence.timeZone ?? "UTC";
      const first =
        row.status === "delayed" && row.delayEndsAt && row.delayEndsAt > now
          ? row.delayEndsAt
          : nextOccurrence(row.recurrence, now);
      const start = DateTime.fromJSDate(first, { zone });
      calendar.createEvent({
        ...common,
        start,
        end: start.plus({ minutes: EVENT_MINUTES }),
        timezone: zone,
        repeating: {
          freq: ICalEventRepeatingFreq.WEEKLY,
          byDay: row.recurrence.daysOfWeek.map((day) => BY_DAY[day]),
        },
      });
    } else if (row.status === "delayed" && row.delayEndsAt && row.delayEndsAt > now) {
      calendar.createEvent({
        ...common,
        start: row.delayEndsAt,
        end: new Date(row.delayEndsAt.getTime() + EVENT_MINUTES * 60_000),
      });
    }
  }
  return calendar.toString();
}
