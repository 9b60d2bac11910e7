import type { Task } from "@firstly/core/contract/task";
import type { AppDeps, SessionUser } from "../../context";
import { findOwnedTask } from "./find-owned-task";
import { presentOwnedTask } from "./present-task";

export interface GetTaskOptions {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
  taskId: string;
}

/** GET /api/tasks/:id: one live task of this user (404 otherwise), as it reads now. Reads only. */
export async function getTask({ deps, user, taskId }: GetTaskOptions): Promise<Task> {
  const row = await findOwnedTask(deps.db, user.id, taskId);
  return presentOwnedTask(deps.db, user.id, row, deps.now());
}
