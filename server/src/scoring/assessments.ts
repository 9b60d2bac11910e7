import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { GoalAssessment } from "@firstly/core/contract/task";
import type { Db } from "../db/open-database";
import { userGoals, userTasks } from "../db/schema";

export interface ActiveGoal {
  id: string;
  type: "main" | "subtask";
  description: string;
}

export async function loadActiveGoals(
  db: Db,
  userId: string,
  goalIds?: string[],
): Promise<ActiveGoal[]> {
  const rows = await db
    .select({ id: userGoals.id, type: userGoals.type, description: userGoals.description })
    .from(userGoals)
    .where(
      and(
        eq(userGoals.userId, userId),
        eq(userGoals.status, "active"),
        isNull(userGoals.deletedAt),
        goalIds ? inArray(userGoals.id, goalIds) : undefined,
      ),
    );
  return rows;
}

export interface ScorableTask {
  id: string;
  title: string | null;
  text: string;
  goalAssessments: Record<string, GoalAssessment>;
}

/** Tasks that take part in scoring: not deleted, not completed. */
export async function loadScorableTasks(
  db: Db,
  userId: string,
  taskIds?: string[],
): Promise<ScorableTask[]> {
  return db
    .select({
      id: userTasks.id,
      title: userTasks.title,
      text: userTasks.text,
      goalAssessments: userTasks.goalAssessments,
    })
    .from(userTasks)
    .where(
      and(
        eq(userTasks.userId, userId),
        isNull(userTasks.deletedAt),
        ne(userTasks.status, "completed"),
        taskIds ? inArray(userTasks.id, taskIds) : undefined,
      ),
    );
}

/**
 * Merges assessments into tasks' goal_assessments in one statement (fast for thousands of rows).
 * `expectText` guards against a race: a task whose text changed since it was scored is left alone.
 */
export async function writeAssessments(
  db: Db,
  userId: string,
  patches: { taskId: string; patch: Record<string, GoalAssessment>; expectText?: string }[],
): Promise<string[]> {
  if (patches.length === 0) return [];
  const payload = JSON.stringify(
    patches.map((p) => ({ id: p.taskId, patch: p.patch, text: p.expectText ?? null })),
  );
  const result = await db.execute<{ id: string }>(sql`
    update user_tasks as t
       set goal_assessments = t.goal_assessments || v.patch
      from jsonb_to_recordset(${payload}::jsonb) as v(id text, patch jsonb, text text)
     where t.id = v.id and t.user_id = ${userId} and t.deleted_at is null and t.status <> 'completed'
       and (v.text is null or v.text = t.text)
    returning t.id`);
  const rows = (result as { rows?: { id: string }[] }).rows ?? (result as { id: string }[]);
  return rows.map((r) => r.id);
}

/** Removes one goal's assessments from all of a user's tasks (goal completed, edited or replaced). */
export async function clearGoalAssessments(
  db: Db,
  userId: string,
  goalId: string,
  onlyUncompleted = false,
) {
  await db.execute(sql`
    update user_tasks set goal_assessments = goal_assessments - ${goalId}
     where user_id = ${userId} and goal_assessments ? ${goalId}
       ${onlyUncompleted ? sql`and status <> 'completed'` : sql``}`);
}
