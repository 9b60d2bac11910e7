import { isTimeZone, weekDays, type Recurrence } from "../contract/task";

type WeekDay = (typeof weekDays)[number];

/** An ISO string for a date a file gives ("2026-12-01", "2026-12-01T09:00:00+0000", "Dec 1 2026"). */
export function parseDate(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  // "+0000" → "+00:00", which every runtime reads
  const iso = text.replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  if (!/\d{4}/.test(iso)) return null;
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms) || ms < 0 || ms >= Date.UTC(10000, 0, 1)) return null;
  return new Date(ms).toISOString();
}

const DAY_NAMES: Record<string, WeekDay> = {
  mo: "monday",
  mon: "monday",
  monday: "monday",
  tu: "tuesday",
  tue: "tuesday",
  tues: "tuesday",
  tuesday: "tuesday",
  we: "wednesday",
  wed: "wednesday",
  wednesday: "wednesday",
  th: "thursday",
  thu: "thursday",
  thur: "thursday",
  thurs: "thursday",
  thursday: "thursday",
  fr: "friday",
  fri: "friday",
  friday: "friday",
  sa: "saturday",
  sat: "saturday",
  saturday: "saturday",
  su: "sunday",
  sun: "sunday",
  sunday: "sunday",
};

function ordered(days: Iterable<WeekDay>): WeekDay[] {
  const set = new Set(days);
  return weekDays.filter((d) => set.has(d));
}

/** "9am", "9:30 pm", "18:00" → "HH:MM"; null when it is not a time. */
export function parseClock(value: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(value.trim());
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? "0");
  const half = m[3]?.toLowerCase();
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === "pm" ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/**
 * Todoist's repeating dates in words: "every monday", "every mon, wed at 9am", "every day",
 * "every weekday at 18:00". Only what the docs/behaviour/states.md#schedule weekly schedule can
 * hold; anything else is null.
 */
export function recurrenceFromWords(value: string): Recurrence | null {
  const m = /^every\s+(.+?)(?:\s+at\s+(.+))?$/i.exec(value.trim());
  if (!m) return null;
  const time = m[2] ? parseClock(m[2]) : "09:00";
  if (!time) return null;
  const spec = (m[1] ?? "").toLowerCase().trim();
  let days: WeekDay[] | null = null;
  if (spec === "day") days = [...weekDays];
  else if (spec === "weekday" || spec === "workday") days = weekDays.slice(0, 5);
  else if (spec === "weekend") days = ["saturday", "sunday"];
  else {
    const parts = spec.split(/\s*(?:,|\band\b)\s*/).filter(Boolean);
    const named = parts.map((p) => DAY_NAMES[p]);
    if (parts.length > 0 && named.every(Boolean)) days = ordered(named as WeekDay[]);
  }
  return days && days.length > 0 ? { time, daysOfWeek: days } : null;
}

/** The wall-clock "HH:MM" of an instant in a zone. */
function clockIn(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("hour")}:${get("minute")}`;
}

const RRULE_DAYS: Record<string, WeekDay> = {
  MO: "monday",
  TU: "tuesday",
  WE: "wednesday",
  TH: "thursday",
  FR: "friday",
  SA: "saturday",
  SU: "sunday",
};

/**
 * An iCalendar RRULE (TickTick's Repeat column) as the docs/behaviour/states.md#schedule schedule:
 * every week (or every day) on given days, at the start date's time. Intervals, counts, end dates,
 * months and years are not something the schedule holds: null, and the rule is kept as text.
 */
export function recurrenceFromRrule(
  rrule: string,
  startAt: string | null,
  timeZone: string | null,
): Recurrence | null {
  const body = rrule.trim().replace(/^RRULE:/i, "");
  if (!body) return null;
  const fields = new Map(
    body.split(";").map((pair) => {
      const [k, v] = pair.split("=");
      return [(k ?? "").toUpperCase(), (v ?? "").toUpperCase()] as const;
    }),
  );
  const freq = fields.get("FREQ");
  const interval = fields.get("INTERVAL") ?? "1";
  if (interval !== "1" || fields.has("COUNT") || fields.has("UNTIL")) return null;
  if (fields.has("BYMONTH") || fields.has("BYMONTHDAY") || fields.has("BYSETPOS")) return null;
  let days: WeekDay[];
  if (freq === "DAILY" && !fields.has("BYDAY")) days = [...weekDays];
  else if (freq === "WEEKLY" || freq === "DAILY") {
    const byDay = (fields.get("BYDAY") ?? "").split(",").filter(Boolean);
    const mapped = byDay.map((d) => RRULE_DAYS[d]);
    if (mapped.length === 0 || !mapped.every(Boolean)) {
      if (byDay.length > 0 || !startAt) return null;
      // weekly without BYDAY repeats on the start date's weekday
      const zone = timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
      const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long" })
        .format(new Date(startAt))
        .toLowerCase();
      mapped.splice(0, mapped.length, DAY_NAMES[name]);
      if (!mapped[0]) return null;
    }
    days = ordered(mapped as WeekDay[]);
  } else return null;
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : null;
  const time = startAt ? clockIn(startAt, zone ?? "UTC") : "09:00";
  return { time, daysOfWeek: days, ...(zone ? { timeZone: zone } : {}) };
}
