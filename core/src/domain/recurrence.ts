import { weekDays, type Recurrence } from "../contract/task";

/** docs/behaviour/states.md#schedule default schedule: monday at 09:00. */
export const DEFAULT_RECURRENCE: Recurrence = { time: "09:00", daysOfWeek: ["monday"] };

/** docs/behaviour/limits.md#timing recurrence look-ahead. */
export const RECURRENCE_LOOKAHEAD_DAYS = 14;

const DAY_MS = 86_400_000;

function parseTime(time: string): { hours: number; minutes: number } {
  const [h, m] = time.split(":").map((part) => Number.parseInt(part, 10));
  const hours = Number.isInteger(h) ? Math.min(23, Math.max(0, h ?? 0)) : 9;
  const minutes = Number.isInteger(m) ? Math.min(59, Math.max(0, m ?? 0)) : 0;
  return { hours, minutes };
}

/** The calendar date and wall-clock offset of `instant` in `timeZone`. */
function zonedParts(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return {
    year: get("year"),
    month: get("month") - 1,
    day: get("day"),
    offsetMs: wall - (instant - (instant % 1000)),
  };
}

/**
 * The instant when the wall clock in `timeZone` shows (y, m, d, hours:minutes). In a spring-forward
 * gap the time that does not exist is read as the same time after the jump (09:30 in a skipped hour
 * becomes 10:30); in a fall-back overlap the later of the two is used.
 */
function zonedInstant(
  y: number,
  m: number,
  d: number,
  hours: number,
  minutes: number,
  timeZone: string,
): number {
  const wall = Date.UTC(y, m, d, hours, minutes);
  const first = wall - zonedParts(wall, timeZone).offsetMs;
  const offset = zonedParts(first, timeZone).offsetMs;
  const second = wall - offset;
  // the earlier candidate when it really shows this wall time, else the later (a skipped hour)
  const earlier = Math.min(first, second);
  return zonedParts(earlier, timeZone).offsetMs === wall - earlier
    ? earlier
    : Math.max(first, second);
}

/** `weekDays` starts on monday; Date#getUTCDay starts on sunday. */
function weekDayOf(y: number, m: number, d: number): string {
  return weekDays[(new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7] ?? "monday";
}

/**
 * docs/behaviour/states.md#schedule next occurrence: the first day whose weekday is listed, at
 * `time`, strictly later than `now` and at most 14 days ahead; otherwise (no day listed) tomorrow
 * at `time`. Days and times are read on the wall clock of `recurrence.timeZone` (the person's
 * zone), UTC when it is absent.
 */
export function nextOccurrence(recurrence: Recurrence, now: Date): Date {
  const { hours, minutes } = parseTime(recurrence.time);
  const zone = recurrence.timeZone ?? "UTC";
  const days = new Set<string>(recurrence.daysOfWeek);
  const today = zonedParts(now.getTime(), zone);
  const at = (dayOffset: number) => {
    // calendar arithmetic on the local date (UTC fields used as a plain calendar)
    const date = new Date(Date.UTC(today.year, today.month, today.day + dayOffset));
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth();
    const d = date.getUTCDate();
    return { when: new Date(zonedInstant(y, m, d, hours, minutes, zone)), day: weekDayOf(y, m, d) };
  };
  for (let offset = 0; offset <= RECURRENCE_LOOKAHEAD_DAYS; offset++) {
    const { when, day } = at(offset);
    if (when.getTime() - now.getTime() > RECURRENCE_LOOKAHEAD_DAYS * DAY_MS) break;
    if (when.getTime() > now.getTime() && days.has(day)) return when;
  }
  return at(1).when;
}
