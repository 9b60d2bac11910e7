import { and, desc, eq, isNull } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import type { AppDeps, SessionUser } from "../../context";
import { userTasks } from "../../db/schema";
import { activeGoalIds } from "../goals/active-goal-ids";
import { presentTask } from "./present-task";

export interface ListTasksOptions {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
}

/** GET /api/tasks: the user's live tasks, newest first, as they read now. Reads only. */
export async function listTasks({ deps, user }: ListTasksOptions): Promise<{ tasks: Task[] }> {
  const [rows, active] = await Promise.all([
    deps.db
      .select()
      .from(userTasks)
      .where(and(eq(userTasks.userId, user.id), isNull(userTasks.deletedAt)))
      .orderBy(desc(userTasks.createdAt), desc(userTasks.id)),
    activeGoalIds(deps.db, user.id),
  ]);
  const now = deps.now();
  return { tasks: rows.map((row) => presentTask(row, now, active)) };
}
