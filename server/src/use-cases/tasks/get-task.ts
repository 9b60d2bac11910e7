import type { Task } from "@firstly/core/contract/task";
import type { AppDeps, SessionUser } from "../../context";
import { activeGoalIds } from "../goals/active-goal-ids";
import { findOwnedTask } from "./find-owned-task";
import { presentTask } from "./present-task";

export interface GetTaskOptions {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
  taskId: string;
}

/** GET /api/tasks/:id: one live task of this user (404 otherwise), as it reads now. Reads only. */
export async function getTask({ deps, user, taskId }: GetTaskOptions): Promise<Task> {
  const row = await findOwnedTask(deps.db, user.id, taskId);
  return presentTask(row, deps.now(), await activeGoalIds(deps.db, user.id));
}
