/** Where a person's weeks and weekdays begin: an IANA zone, or a fixed offset from UTC. */
export type TimeZone = { kind: "zone"; name: string } | { kind: "offset"; minutes: number };

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;
/** real offsets run from -12:00 to +14:00 */
const MIN_OFFSET = -12 * 60;
const MAX_OFFSET = 14 * 60;

/**
 * Reads a client's time zone: empty → UTC; '+02:00', '-0530' → a fixed offset (ISO sign: east of
 * Greenwich is positive); otherwise an IANA name the runtime knows ('Europe/Berlin'). Anything else (a made-up zone, '+25:00', SQL) → null, for a 400.
 */
export function parseTimeZone(value: string | undefined | null): TimeZone | null {
  const raw = (value ?? "").trim();
  if (raw === "" || raw === "Z") return { kind: "zone", name: "UTC" };
  const offset = OFFSET.exec(raw);
  if (offset) {
    const hours = Number(offset[2]);
    const minutes = Number(offset[3]);
    if (minutes > 59) return null;
    const total = (offset[1] === "-" ? -1 : 1) * (hours * 60 + minutes);
    return total >= MIN_OFFSET && total <= MAX_OFFSET ? { kind: "offset", minutes: total } : null;
  }
  if (raw.length > 64 || !ZONE_NAME.test(raw)) return null;
  try {
    // the name as given (PostgreSQL knows the old and new spellings ICU may swap between)
    new Intl.DateTimeFormat("en-US", { timeZone: raw });
    return { kind: "zone", name: raw };
  } catch {
    return null;
  }
}

/** The zone as the summary reports it: the IANA name, or '+HH:MM'. */
export function timeZoneLabel(zone: TimeZone): string {
  if (zone.kind === "zone") return zone.name;
  const sign = zone.minutes < 0 ? "-" : "+";
  const abs = Math.abs(zone.minutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
