import type { AppDeps, SessionUser } from "../../context";
import { userTasks } from "../../db/schema";
import type { TaskRow } from "../../db/mappers";
import { JsonText } from "../../json-text";
import { rowFromDriver } from "../../db/literal-sql";
import { learnerFromRows } from "../../scoring/personal-learner";
import { presentTask } from "./present-task";
import { KeptPerDatabase } from "../../db/kept-per-database";

export interface ListTasksOptions {
  deps: Pick<AppDeps, "now"> & {
    database: Pick<AppDeps["database"], "writes" | "prepared">;
    notifier?: Pick<AppDeps["notifier"], "listToken">;
  };
  user: SessionUser;
}

interface Kept {
  /** what the database looked like: this process's write counter and the person's list token */
  version: string;
  rows: TaskRow[];
  active: Set<string>;
  /** the answer as sent, and the moment it stops being right (the next delay to end) */
  body: string;
  until: number;
}

/** Lists kept per database and person while nothing they show was written; bounded. */
const keptLists = new KeptPerDatabase<Kept>({ max: 1_000 });

/**
 * GET /api/tasks: the user's live tasks, newest first, as they read now. Reads only.
 *
 * An unchanged list is neither read nor serialised again: the rows and the JSON sent are kept
 * until this process writes anything (`database.writes`), another instance changes this person's
 * tasks or goals (`notifier.listToken`, from a database trigger), or a delay in the list ends
 * (presentTask shows it as pending from then on). The version is taken before the query, so a
 * write during it is never missed; with no way to know (the notification connection is down)
 * nothing is kept.
 */
export async function listTasks({ deps, user }: ListTasksOptions): Promise<JsonText<ListOutput>> {
  const writes = deps.database.writes;
  const token = deps.notifier ? deps.notifier.listToken(user.id) : "";
  const version = token !== null ? `${writes.value}:${token}` : null;
  const now = deps.now();
  const hit = version !== null ? keptLists.get(writes, user.id) : undefined;
  if (hit && hit.version === version) {
    if (now.getTime() < hit.until) return new JsonText(hit.body);
    const fresh = present(hit.rows, hit.active, now);
    keptLists.set(writes, user.id, { ...hit, ...fresh });
    return new JsonText(fresh.body);
  }
  const { rows, active } = await readList(deps.database, user.id);
  const fresh = present(rows, active, now);
  if (version !== null) keptLists.set(writes, user.id, { version, rows, active, ...fresh });
  return new JsonText(fresh.body);
}

/**
 * The person's live tasks, newest first, each carrying the ids of their active goals: one prepared
 * statement (db/prepared.ts), so a list rebuilt after a write is one round trip, parsed and planned
 * once per connection. With no tasks there is nothing to present, and no goals are needed.
 */
const READ_LIST = `select t.*, (select coalesce(jsonb_agg(g.id), '[]'::jsonb) from user_goals g
     where g.user_id = $1::text and g.status = 'active' and g.deleted_at is null) as active_goal_ids
     from user_tasks t
    where t.user_id = $1::text and t.deleted_at is null
    order by t.created_at desc, t.id desc`;

async function readList(
  database: Pick<AppDeps["database"], "prepared">,
  userId: string,
): Promise<{ rows: TaskRow[]; active: Set<string> }> {
  const [read] = await database.prepared([{ text: READ_LIST, values: [userId] }]);
  const found = read?.rows ?? [];
  const ids: unknown = found[0]?.active_goal_ids ?? [];
  // PGlite and node-postgres hand jsonb back parsed; a driver that leaves it text is parsed here
  const active = (typeof ids === "string" ? JSON.parse(ids) : ids) as string[];
  return { rows: found.map((raw) => rowFromDriver(userTasks, raw)), active: new Set(active) };
}

type ListOutput = { tasks: ReturnType<typeof presentTask>[] };

function present(rows: TaskRow[], active: Set<string>, now: Date) {
  const at = now.getTime();
  let until = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const ends = row.status === "delayed" ? row.delayEndsAt?.getTime() : undefined;
    if (ends !== undefined && ends > at && ends < until) until = ends;
  }
  const learner = learnerFromRows(rows);
  const output: ListOutput = {
    tasks: rows.map((row) => presentTask(row, now, active, learner)),
  };
  return { body: JSON.stringify(output), until };
}
