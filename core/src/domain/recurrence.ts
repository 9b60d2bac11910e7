import { weekDays, type Recurrence } from "../contract/task";

/** SPEC §4 default schedule: monday at 09:00. */
export const DEFAULT_RECURRENCE: Recurrence = { time: "09:00", daysOfWeek: ["monday"] };

/** SPEC §9 recurrence look-ahead. */
export const RECURRENCE_LOOKAHEAD_DAYS = 14;

const DAY_MS = 86_400_000;

function parseTime(time: string): { hours: number; minutes: number } {
  const [h, m] = time.split(":").map((part) => Number.parseInt(part, 10));
  const hours = Number.isInteger(h) ? Math.min(23, Math.max(0, h ?? 0)) : 9;
  const minutes = Number.isInteger(m) ? Math.min(59, Math.max(0, m ?? 0)) : 0;
  return { hours, minutes };
}

/** `weekDays` starts on monday; Date#getUTCDay starts on sunday. */
function weekDayName(date: Date): string {
  return weekDays[(date.getUTCDay() + 6) % 7] ?? "monday";
}

/**
 * SPEC §4 next occurrence: the first day whose weekday is listed, at `time`, strictly later than
 * `now` and at most 14 days ahead; otherwise (no day listed) tomorrow at `time`.
 * Times are read in UTC: the contract carries no time zone.
 */
export function nextOccurrence(recurrence: Recurrence, now: Date): Date {
  const { hours, minutes } = parseTime(recurrence.time);
  const days = new Set<string>(recurrence.daysOfWeek);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (dayOffset: number) =>
    new Date(midnight + dayOffset * DAY_MS + (hours * 60 + minutes) * 60_000);
  for (let offset = 0; offset <= RECURRENCE_LOOKAHEAD_DAYS; offset++) {
    const candidate = at(offset);
    if (candidate.getTime() - now.getTime() > RECURRENCE_LOOKAHEAD_DAYS * DAY_MS) break;
    if (candidate.getTime() > now.getTime() && days.has(weekDayName(candidate))) return candidate;
  }
  return at(1);
}
