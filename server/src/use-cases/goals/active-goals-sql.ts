import { literal, rawSql, type SqlText } from "../../db/literal-sql";

/**
 * A subquery giving the person's active goals (main and subtasks) as one JSON array, in id order
 * by bytes (`collate "C"`, what JavaScript's sort of ids gives too). Every reader of the goals a
 * write is scored against builds them here, so two readings compare equal exactly when the goals
 * are the same: the remembered-row check (`update-if-unchanged.ts`) compares this array, as jsonb,
 * with the one remembered from an earlier read or from a create (`read-create-context.ts`, which
 * also asks for the names the built-in description uses). `userId` is the id, or the `$n` parameter
 * that carries it in a prepared statement (`rawSql("$1::text")`).
 */
export function activeGoalsSql(userId: string | SqlText, { withNames = false } = {}): SqlText {
  const name = withNames ? `, 'name', g.name` : "";
  return rawSql(`(select coalesce(jsonb_agg(jsonb_build_object('id', g.id, 'type', g.type, 'description', g.description${name}) order by g.id collate "C"), '[]'::jsonb)
     from user_goals g
    where g.user_id = ${literal(userId)} and g.status = 'active' and g.deleted_at is null)`);
}
