import type { Task } from "@firstly/core/contract/task";
import type { AppDeps, SessionUser } from "../../context";
import { taskFromRow } from "../../db/mappers";
import { expireDelayedTasks } from "./expire-delayed-tasks";
import { findOwnedTask } from "./find-owned-task";

export interface GetTaskOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  user: SessionUser;
  taskId: string;
}

/** GET /api/tasks/:id: one live task of this user (404 otherwise), with an expired delay cleared. */
export async function getTask({ deps, user, taskId }: GetTaskOptions): Promise<Task> {
  const row = await findOwnedTask(deps.db, user.id, taskId);
  const expired = await expireDelayedTasks(deps.db, user.id, deps.now(), [row.id]);
  if (expired.length === 0) return taskFromRow(row);
  deps.notifier.publish(user.id, { kind: "tasks", ids: expired });
  return taskFromRow(await findOwnedTask(deps.db, user.id, taskId));
}
