import { sql } from "drizzle-orm";
import type { Db } from "../../db/open-database";

/**
 * SPEC §4 goal-consistency cleanup: removes main-goal assessments whose goal is no longer an
 * active goal of this user (orphans left by an interrupted switch or an old client). Only rows
 * that actually hold an orphan are written, so the common case is one read.
 */
export async function cleanupGoalConsistency(db: Db, userId: string): Promise<string[]> {
  const result: unknown = await db.execute(sql`
    with active as (
      select id from user_goals where user_id = ${userId} and status = 'active' and deleted_at is null
    )
    update user_tasks as t
       set goal_assessments = (
             select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
               from jsonb_each(t.goal_assessments) as e
              where coalesce(e.value->>'goalType', '') <> 'main' or e.key in (select id from active))
     where t.user_id = ${userId} and t.deleted_at is null
       and exists (
             select 1 from jsonb_each(t.goal_assessments) as e
              where e.value->>'goalType' = 'main' and e.key not in (select id from active))
    returning t.id`);
  // PGlite and node-postgres both answer { rows }
  return ((result as { rows?: { id: string }[] }).rows ?? []).map((r) => r.id);
}
