import { sql, type SQL } from "drizzle-orm";
import type { TimeZone } from "@firstly/core/domain/time-zone";
import {
  SCORE_MAX,
  SCORE_MIN,
  TIER_CRITICAL_MAX,
  TIER_IMPORTANT_MAX,
  TIER_USEFUL_MAX,
} from "@firstly/core/scoring/constants";

/**
 * A timestamptz as the person's wall-clock time: `at time zone` for an IANA name, UTC plus the
 * minutes for a fixed offset (PostgreSQL reads a bare '+02:00' zone with the POSIX sign, west
 * positive, so offsets are added as an interval instead).
 */
export function localTime(expression: SQL, zone: TimeZone): SQL {
  return zone.kind === "zone"
    ? sql`(${expression} at time zone ${zone.name})`
    : sql`((${expression} at time zone 'UTC') + make_interval(mins => ${zone.minutes}::int))`;
}

/**
 * Five count columns, one per docs/behaviour/states.md#score-tiers tier of `score` (critical ≤ 1000
 * < important ≤ 3000 < useful ≤ 7000 < obstacle ≤ 10000; anything else, null and 999999 included,
 * is unscored). The cut-offs come from core's constants, so the chart and the home tints agree.
 */
export function tierCountColumns(score: SQL): SQL {
  const between = (low: number, high: number) =>
    sql`count(*) filter (where ${score} between ${low}::int and ${high}::int)::int`;
  return sql`
    ${between(SCORE_MIN, TIER_CRITICAL_MAX)} as critical,
    ${between(TIER_CRITICAL_MAX + 1, TIER_IMPORTANT_MAX)} as important,
    ${between(TIER_IMPORTANT_MAX + 1, TIER_USEFUL_MAX)} as useful,
    ${between(TIER_USEFUL_MAX + 1, SCORE_MAX)} as obstacle,
    count(*) filter (where ${score} is null or ${score} not between ${SCORE_MIN}::int and ${SCORE_MAX}::int)::int as unscored`;
}

/** Rows of a raw query on either driver (node-postgres answers `{ rows }`, PGlite the same). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
