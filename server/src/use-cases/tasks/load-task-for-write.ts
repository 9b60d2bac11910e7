import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { isDelayExpired } from "@firstly/core/domain/task-status";
import type { Db } from "../../db/open-database";
import type { TaskRow } from "../../db/mappers";
import { userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { ActiveGoal } from "../../scoring/assessments";
import { expireDelayedTasks } from "./expire-delayed-tasks";

export interface TaskForWrite {
  row: TaskRow;
  /** the person's active goals (main and subtasks), to score against and to present with */
  goals: ActiveGoal[];
}

const selectRowAndGoals = (tx: Db, userId: string, taskId: string) =>
  tx
    .select({
      ...getTableColumns(userTasks),
      goals: sql<ActiveGoal[] | string>`(
        select coalesce(json_agg(json_build_object('id', g.id, 'type', g.type, 'description', g.description)), '[]'::json)
          from user_goals g
         where g.user_id = ${userId} and g.status = 'active' and g.deleted_at is null)`,
    })
    .from(userTasks)
    .where(
      and(eq(userTasks.id, taskId), eq(userTasks.userId, userId), isNull(userTasks.deletedAt)),
    );

/**
 * Inside a person's write transaction: their live task (404 when it is missing, deleted or
 * someone else's) and their active goals, in one statement. A delay that has ended is saved as
 * over first (docs/behaviour/states.md; reads only present it), which is the rare case that costs
 * more statements.
 */
export async function loadTaskForWrite(
  tx: Db,
  userId: string,
  taskId: string,
  now: Date,
): Promise<TaskForWrite> {
  let [found] = await selectRowAndGoals(tx, userId, taskId);
  if (found && found.status === "delayed" && isDelayExpired(found, now)) {
    await expireDelayedTasks(tx, userId, now, [taskId]);
    [found] = await selectRowAndGoals(tx, userId, taskId);
  }
  if (!found) throw new AppError("NOT_FOUND");
  const { goals, ...row } = found;
  // PGlite hands json back parsed, node-postgres too; a driver that leaves it text is parsed here
  return { row, goals: typeof goals === "string" ? (JSON.parse(goals) as ActiveGoal[]) : goals };
}
