import { sql } from "drizzle-orm";
import { isSubscriptionActive, planFor, type Plan } from "@firstly/core/domain/limits";
import type { SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import type { ActiveGoal } from "../../scoring/assessments";
import { usedItemsSql } from "../usage/count-used-items";
import { activeGoalsSql } from "../goals/active-goals-sql";

export interface CreateContext {
  /** someone's thought (anyone's, deleted or not) already has this id: a retry, or not theirs */
  isIdTaken: boolean;
  plan: Plan;
  /** items counted against the plan's limit so far (usage/count-used-items.ts) */
  used: number;
  /** the active goals to score against, with the names the built-in description uses */
  goals: (ActiveGoal & { name: string })[];
  /** whether the person turned AI enhancement on (Settings) */
  isEnhancementOn: boolean;
  /** the subscription record the plan was worked out from, as stored (null: none) */
  subscription: { status: string; periodEnd: number } | null;
}

/**
 * Everything a new thought's write has to know, in one statement, read under the person's lock
 * and the items lock (taken by the statement before it, so this one sees every write that held
 * them): whether the id is taken, the plan and the items used, the active goals and whether
 * enhancement is on. Before this, a create read them in six statements (decision 0020).
 */
export async function readCreateContext(
  tx: Db,
  user: SessionUser,
  now: Date,
  taskId: string | null,
): Promise<CreateContext> {
  const result = await tx.execute<Record<string, unknown>>(sql`select
    ${taskId === null ? sql`false` : sql`exists (select 1 from user_tasks where id = ${taskId})`} as id_taken,
    (select s.subscription_status from subscription_status s where s.user_id = ${user.id}) as status,
    (select s.current_period_end from subscription_status s where s.user_id = ${user.id}) as period_end,
    ${usedItemsSql({ db: tx, user, now })} as used,
    ${sql.raw(activeGoalsSql(user.id, { withNames: true }).text)} as goals,
    coalesce((select st.ai_enhancement from user_settings st where st.user_id = ${user.id}), false) as enhancement`);
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? (result as never[]);
  const row = rows[0] ?? {};
  const status = typeof row.status === "string" ? row.status : null;
  const isPro =
    status !== null &&
    isSubscriptionActive({ status, currentPeriodEnd: Number(row.period_end) }, now);
  // PGlite and node-postgres hand json back parsed; a driver that leaves it text is parsed here
  const goals: unknown = typeof row.goals === "string" ? JSON.parse(row.goals) : row.goals;
  return {
    subscription: status === null ? null : { status, periodEnd: Number(row.period_end) },
    isIdTaken: row.id_taken === true || row.id_taken === "t",
    plan: planFor(user, isPro),
    used: Number(row.used ?? 0),
    goals: (goals ?? []) as CreateContext["goals"],
    isEnhancementOn: row.enhancement === true || row.enhancement === "t",
  };
}
