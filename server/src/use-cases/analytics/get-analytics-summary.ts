import { sql } from "drizzle-orm";
import type { AnalyticsSummary, TierCounts } from "@firstly/core/contract/analytics";
import { timeZoneLabel, type TimeZone } from "@firstly/core/domain/time-zone";
import type { AppDeps, SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import { AppError } from "../../errors/app-error";
import { findActiveMainGoal } from "../goals/find-active-main-goal";
import { localTime, rowsOf, tierCountColumns } from "./summary-sql";

/**
 * docs/behaviour/navigation.md#analytics-screen analytics: twelve weeks of completions (this week
 * and the eleven before it).
 */
export const SUMMARY_WEEKS = 12;

export interface GetAnalyticsSummaryOptions {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
  zone: TimeZone;
}

/**
 * GET /api/analytics/summary: the person's own numbers, counted in SQL over their own rows only
 * (`user_id` = the session's user in every query). Weeks start on the person's Monday and
 * weekdays are theirs (`zone`). Guests see theirs too: everything here comes from tasks.
 */
export async function getAnalyticsSummary({
  deps,
  user,
  zone,
}: GetAnalyticsSummaryOptions): Promise<AnalyticsSummary> {
  try {
    return await summarise(deps.db, user.id, zone, deps.now());
  } catch (error) {
    // PostgreSQL does not know a zone the runtime accepted (22023): the client's input, so a 400
    if (sqlState(error) === "22023") throw new AppError("VALIDATION", "Unknown time zone");
    throw error;
  }
}

async function summarise(
  db: Db,
  userId: string,
  zone: TimeZone,
  now: Date,
): Promise<AnalyticsSummary> {
  const completedLocal = localTime(sql`completed_at`, zone);
  const windowStart = sql`(date_trunc('week', ${localTime(sql`${now.toISOString()}::timestamptz`, zone)}) - make_interval(weeks => ${SUMMARY_WEEKS - 1}::int))`;
  const completedInWindow = sql`user_id = ${userId} and deleted_at is null and status = 'completed'
    and completed_at is not null and ${completedLocal} >= ${windowStart}`;

  const weeks = rowsOf<{ week_start: string; completed: number }>(
    await db.execute(sql`
      with done as (
        select date_trunc('week', ${completedLocal}) as week_start, count(*)::int as n
          from user_tasks where ${completedInWindow} group by 1)
      select to_char(w.week_start, 'YYYY-MM-DD') as week_start, coalesce(d.n, 0)::int as completed
        from generate_series(${windowStart}, ${windowStart} + make_interval(weeks => ${SUMMARY_WEEKS - 1}::int), interval '1 week') as w(week_start)
        left join done d on d.week_start = w.week_start
       order by w.week_start`),
  );
  const [completedByTier] = rowsOf<TierCounts>(
    await db.execute(sql`
      select ${tierCountColumns(sql`completed_main_score`)}
        from user_tasks where ${completedInWindow}`),
  );
  const weekdayRows = rowsOf<{ weekday: number; completed: number }>(
    await db.execute(sql`
      select extract(isodow from ${completedLocal})::int as weekday, count(*)::int as completed
        from user_tasks where ${completedInWindow} group by 1`),
  );
  const mainGoal = await findActiveMainGoal(db, userId);
  const [openByTier] = rowsOf<TierCounts>(
    await db.execute(sql`
      select ${tierCountColumns(sql`(goal_assessments -> ${mainGoal?.id ?? null}::text ->> 'score')::numeric`)}
        from user_tasks
       where user_id = ${userId} and deleted_at is null and status in ('pending', 'active', 'delayed')`),
  );

  const completed = completedByTier ?? emptyTiers();
  const open = openByTier ?? emptyTiers();
  const perWeekday = new Map(weekdayRows.map((r) => [Number(r.weekday), Number(r.completed)]));
  return {
    timeZone: timeZoneLabel(zone),
    weeks: weeks.map((w) => ({ weekStart: w.week_start, completed: Number(w.completed) })),
    completedTotal: sumTiers(completed),
    completedByTier: completed,
    served: completed.critical + completed.important,
    openByTier: open,
    openTotal: sumTiers(open),
    hasMainGoal: mainGoal !== undefined,
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      completed: perWeekday.get(weekday) ?? 0,
    })),
  };
}

function emptyTiers(): TierCounts {
  return { critical: 0, important: 0, useful: 0, obstacle: 0, unscored: 0 };
}

function sumTiers(t: TierCounts): number {
  return t.critical + t.important + t.useful + t.obstacle + t.unscored;
}

/** The SQLSTATE of a database error, whether the driver's error or wrapped by drizzle. */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === "string" ? code : undefined;
}
