import { and, desc, eq, isNull } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import type { AppDeps, SessionUser } from "../../context";
import { taskFromRow } from "../../db/mappers";
import { userTasks } from "../../db/schema";
import { cleanupGoalConsistency } from "../goals/cleanup-goal-consistency";
import { expireDelayedTasks } from "./expire-delayed-tasks";

export interface ListTasksOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  user: SessionUser;
}

/** GET /api/tasks: the user's live tasks, newest first, after expiring delays and orphan scores. */
export async function listTasks({ deps, user }: ListTasksOptions): Promise<{ tasks: Task[] }> {
  const expired = await expireDelayedTasks(deps.db, user.id, deps.now());
  const cleaned = await cleanupGoalConsistency(deps.db, user.id);
  const changed = [...new Set([...expired, ...cleaned])];
  if (changed.length > 0) deps.notifier.publish(user.id, { kind: "tasks", ids: changed });
  const rows = await deps.db
    .select()
    .from(userTasks)
    .where(and(eq(userTasks.userId, user.id), isNull(userTasks.deletedAt)))
    .orderBy(desc(userTasks.createdAt), desc(userTasks.id));
  return { tasks: rows.map(taskFromRow) };
}
