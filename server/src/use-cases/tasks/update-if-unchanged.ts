import type { Database } from "../../db/open-database";
import type { TaskRow } from "../../db/mappers";
import { userTasks } from "../../db/schema";
import { rawSql, rowFromDriver } from "../../db/literal-sql";
import { Params, setParams } from "../../db/prepared";
import { AppError } from "../../errors/app-error";
import { ANNOUNCED_AFTER_COMMIT, PERSON_LOCK } from "../../db/person-lock";
import type { ActiveGoal } from "../../scoring/assessments";
import { teachingFingerprintSql } from "../../scoring/learner-cache";
import { TEACHING_SOURCE_COLUMNS, teachingRowsSql } from "../../scoring/personal-learner";
import { activeGoalsSql } from "../goals/active-goals-sql";
import { KeptPerDatabase } from "../../db/kept-per-database";

/**
 * A write to one task in two round trips, without holding the person's lock while the change is
 * worked out (decision 0020): `readTaskToChange` reads the task and the person's active goals in
 * one statement, outside any transaction; the caller computes the new row (and its built-in
 * scores) from them; `updateIfUnchanged` then takes the person's lock and, in the same message and
 * transaction, updates the row only if it is still the row version that was read and the active
 * goals are still those it was scored against. Under the lock that statement sees every other
 * locked writer's committed work (each statement of the message gets its own snapshot), so the
 * update is exactly what the locked read-then-write would have done. No row means something
 * changed in between: the caller redoes the write the locked way.
 */
export interface TaskToChange {
  row: TaskRow;
  /** the person's active goals (main and subtasks), in id order (byte order, as `collate "C"`) */
  goals: ActiveGoal[];
  /** PostgreSQL's version of the row read (`xmin`): any update of the row makes a new one */
  rowVersion: string;
}

/** The task and the person's active goals, a prepared statement: `$1` the person, `$2` the task. */
const READ_TASK = `select t.*, t.xmin::text as row_version, ${activeGoalsSql(rawSql("$1::text")).text} as active_goals
              from user_tasks t
             where t.id = $2::text and t.user_id = $1::text and t.deleted_at is null`;

/** The person's live task (404 when it is missing, deleted or someone else's) and active goals. */
export async function readTaskToChange(
  database: Pick<Database, "prepared">,
  userId: string,
  taskId: string,
): Promise<TaskToChange> {
  const [read] = await database.prepared([{ text: READ_TASK, values: [userId, taskId] }]);
  const found = read?.rows[0];
  if (!found) throw new AppError("NOT_FOUND");
  return {
    row: rowFromDriver(userTasks, found),
    goals: parseJson<ActiveGoal[]>(found.active_goals),
    rowVersion: String(found.row_version),
  };
}

export interface UpdateIfUnchangedOptions {
  userId: string;
  read: TaskToChange;
  patch: Partial<TaskRow>;
  /** read the person's teaching rows after the update, in the same message (a complete) */
  withTeaching?: boolean;
}

/**
 * The person's lock, held to the end of the message's transaction; the caller announces the
 * change after the commit (`Notifier.publishWritten`), so the list trigger stays silent.
 */
const LOCK_PERSON = `select ${PERSON_LOCK}, ${ANNOUNCED_AFTER_COMMIT}`;

/** The person's teaching rows, whole (`$1` the person): a write that changes what teaches. */
const READ_TEACHING = teachingRowsSql(rawSql("$1::text"), TEACHING_SOURCE_COLUMNS);

/**
 * The update as a prepared statement (db/prepared.ts): the same SQL for every write of the same
 * columns, so the database parses and plans it once per connection. `$1` is the person.
 */
function updateStatement({ userId, read, patch }: UpdateIfUnchangedOptions) {
  const p = new Params();
  const user = rawSql(`${p.add(userId)}::text`);
  const set = setParams(userTasks, patch, p);
  const text = `update user_tasks set ${set}
       where id = ${p.add(read.row.id)}::text and user_id = ${user.text} and deleted_at is null
         and xmin = ${p.add(read.rowVersion)}::xid
         and ${activeGoalsSql(user).text} = ${p.add(read.goals)}::jsonb
      returning user_tasks.*, user_tasks.xmin::text as row_version,
        ${teachingFingerprintSql(user).text} as teaching`;
  return p.statement(text);
}

/**
 * The updated row and the fingerprint of the person's teaching rows as they were under the lock
 * (scoring/learner-cache.ts), or null when the row or the active goals changed since the read.
 */
export async function updateIfUnchanged({
  database,
  ...options
}: UpdateIfUnchangedOptions & { database: Pick<Database, "prepared"> }): Promise<{
  row: TaskRow;
  teaching: string;
  /** with `withTeaching`: the person's teaching rows after the update (TEACHING_SOURCE_COLUMNS) */
  teachingRows: Record<string, unknown>[] | null;
} | null> {
  const { userId, read } = options;
  const [, updated, teachingRows] = await database.prepared([
    { text: LOCK_PERSON, values: [userId] },
    updateStatement(options),
    // after the update, in its transaction: what the person's learning is now built from
    ...(options.withTeaching ? [{ text: READ_TEACHING, values: [userId] }] : []),
  ]);
  const found = updated?.rows[0];
  if (!found) {
    forgetTask(database, userId, read.row.id);
    return null;
  }
  const row = rowFromDriver(userTasks, found);
  rememberTask(database, userId, {
    row,
    goals: read.goals,
    rowVersion: String(found.row_version),
  });
  return { row, teaching: String(found.teaching), teachingRows: teachingRows?.rows ?? null };
}

/**
 * One round trip for the next write to the same thought (decision 0020, "The row this process
 * last wrote"): each write that goes through `updateIfUnchanged` (or a create) leaves the row it
 * wrote, its version and the goals it was checked against here, and the next write to that thought
 * starts from them instead of reading. Nothing has to clear this: the update only happens if the
 * row version and the active goals are still these, so a change from any path or instance makes
 * it fail and the write reads afresh. Kept per database, at most 1,000 thoughts, for 60 seconds
 * (an autosave burst, a create then its edits and complete).
 */
const keptRows = new KeptPerDatabase<TaskToChange>({ max: 1_000, ms: 60_000 });

/** Remember the row a write just produced (and its version) for the next write to it. */
export function rememberTask(database: object, userId: string, read: TaskToChange): void {
  keptRows.set(database, `${userId}/${read.row.id}`, read);
}

/**
 * Another write of this process changed a remembered thought without going through here (its
 * picture arrived, say): the memory takes the row that write returned, with the goals it was
 * already checked against, so the person's next edit is still one message instead of a refused
 * update, a read and the update again. Safe for the same reason as the memory itself: the next
 * update checks the version and the goals. Nothing remembered: nothing to refresh.
 */
export function refreshRememberedTask(
  database: object,
  userId: string,
  written: { row: TaskRow; rowVersion: string },
): void {
  const kept = recallTask(database, userId, written.row.id);
  if (kept) rememberTask(database, userId, { ...written, goals: kept.goals });
}

export function forgetTask(database: object, userId: string, taskId: string): void {
  keptRows.delete(database, `${userId}/${taskId}`);
}

function recallTask(database: object, userId: string, taskId: string): TaskToChange | null {
  return keptRows.get(database, `${userId}/${taskId}`) ?? null;
}

/**
 * A write to one thought without the lock held while it is worked out: `attempt` gets the row
 * this process last wrote, if it remembers one (`isRemembered`), else the row read now. From a
 * remembered row, `attempt` may only answer with a write `updateIfUnchanged` made: it returns null
 * for anything else (a 404, a 409 or a replayed autosave is judged on a fresh read). Null from the
 * fresh read means: do it the locked way.
 */
export async function changeTask<T>(
  database: Pick<Database, "prepared">,
  userId: string,
  taskId: string,
  attempt: (read: TaskToChange, isRemembered: boolean) => Promise<T | null>,
): Promise<T | null> {
  const remembered = recallTask(database, userId, taskId);
  if (remembered) {
    const done = await attempt(remembered, true);
    if (done !== null) return done;
    forgetTask(database, userId, taskId);
  }
  return attempt(await readTaskToChange(database, userId, taskId), false);
}

function parseJson<T>(value: unknown): T {
  // PGlite and node-postgres hand jsonb back parsed; a driver that leaves it text is parsed here
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
