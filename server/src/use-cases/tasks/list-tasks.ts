import { and, desc, eq, isNull } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import type { AppDeps, SessionUser } from "../../context";
import { userTasks } from "../../db/schema";
import type { TaskRow } from "../../db/mappers";
import type { WriteEpoch } from "../../db/write-epoch";
import { activeGoalIds } from "../goals/active-goal-ids";
import { presentTask } from "./present-task";

export interface ListTasksOptions {
  deps: Pick<AppDeps, "db" | "now"> & { database?: Pick<AppDeps["database"], "writes"> };
  user: SessionUser;
}

type Loaded = [TaskRow[], Set<string>];

/** Lists kept per database and person while nothing was written (PGlite only); bounded. */
const keptByDatabase = new WeakMap<WriteEpoch, Map<string, { epoch: number; loaded: Loaded }>>();
const KEPT_MAX = 1_000;

function keptFor(writes: WriteEpoch): Map<string, { epoch: number; loaded: Loaded }> {
  const existing = keptByDatabase.get(writes);
  if (existing) return existing;
  const kept = new Map<string, { epoch: number; loaded: Loaded }>();
  keptByDatabase.set(writes, kept);
  return kept;
}

/**
 * GET /api/tasks: the user's live tasks, newest first, as they read now. Reads only. On the
 * embedded database an unchanged list is not read again: the rows are kept until any write moves
 * the write counter (the epoch is taken before the query, so a write during it is never missed).
 * How the rows read now (ended delays, inactive goals) is still worked out on every call.
 */
export async function listTasks({ deps, user }: ListTasksOptions): Promise<{ tasks: Task[] }> {
  const writes = deps.database?.writes ?? null;
  const epoch = writes?.value;
  const hit = writes ? keptFor(writes).get(user.id) : undefined;
  const [rows, active] =
    hit && hit.epoch === epoch ? hit.loaded : await load(deps, user, writes, epoch);
  const now = deps.now();
  return { tasks: rows.map((row) => presentTask(row, now, active)) };
}

async function load(
  deps: ListTasksOptions["deps"],
  user: SessionUser,
  writes: WriteEpoch | null,
  epoch: number | undefined,
): Promise<Loaded> {
  const loaded: Loaded = await Promise.all([
    deps.db
      .select()
      .from(userTasks)
      .where(and(eq(userTasks.userId, user.id), isNull(userTasks.deletedAt)))
      .orderBy(desc(userTasks.createdAt), desc(userTasks.id)),
    activeGoalIds(deps.db, user.id),
  ]);
  if (writes && epoch !== undefined) {
    const kept = keptFor(writes);
    kept.delete(user.id);
    if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value ?? "");
    kept.set(user.id, { epoch, loaded });
  }
  return loaded;
}
