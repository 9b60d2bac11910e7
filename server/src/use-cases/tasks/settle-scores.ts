import { and, eq, getTableColumns, isNull, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { userTasks } from "../../db/schema";
import { inPersonTransaction } from "../../db/person-lock";
import { AppError } from "../../errors/app-error";
import { safeErrorFields } from "../../errors/safe-error";
import { loadTaskForWrite } from "./load-task-for-write";
import { isDelayExpired } from "@firstly/core/domain/task-status";
import type { TaskRow } from "../../db/mappers";
import type { ActiveGoal } from "../../scoring/assessments";
import { changeTask, refreshRememberedTask, updateIfUnchanged } from "./update-if-unchanged";

/**
 * Built-in scores once a text rests (issue 30, decision 0033). An autosave fires 600 ms after the
 * person stops typing, so a thought being written is saved again and again; scoring every saved
 * version of its words was a fifth of the server's time per edit, for tiers nobody looked at
 * before the next save replaced them.
 *
 * - The first edit of a thought is scored in its own write, as before: one change shows its tier
 *   in the answer.
 * - An edit that comes within `SCORE_SETTLE_MS` of this process scoring (or holding back) that
 *   thought is a burst: its write keeps the scores it found and marks the row `scores_pending`.
 * - Once the text has rested `SCORE_SETTLE_MS` (at most `SETTLE_AT_MOST_MS` after the burst's first
 *   held-back edit, so someone typing without a pause still sees the tier follow), one locked write
 *   scores the words then stored, clears the mark and announces the new scores.
 * - The mark is in the row, so nothing is lost with the process: the maintenance sweep scores a
 *   row left marked for `LEFT_MARKED_MS` (a process that stopped or was killed mid-burst), and a
 *   stopping worker settles what is waiting first.
 *
 * With a model configured nothing changes here: its edits keep the locked path, which scores the
 * built-in tier at once and moves the model's settling job (AI_RESCORE_SETTLE_MS).
 */
export const SETTLE_AT_MOST_MS = 10_000;

/** A marked row older than this was left by a process that is no longer settling it. */
export const LEFT_MARKED_MS = SETTLE_AT_MOST_MS + 5_000;

type SettleDeps = Pick<AppDeps, "db" | "database" | "notifier" | "scorer" | "env" | "log" | "now">;

interface Waiting {
  userId: string;
  /** when the burst's first held-back edit came (performance.now) */
  firstAt: number;
  timer: NodeJS.Timeout;
}

interface Settling {
  /** when this process last scored each thought's words (performance.now), oldest first */
  scoredAt: Map<string, number>;
  waiting: Map<string, Waiting>;
  running: Set<Promise<void>>;
}

/** At most this many thoughts' last scoring times are kept (only those within the window matter). */
const MAX_REMEMBERED = 5_000;

const byDatabase = new WeakMap<object, Settling>();

function settlingOf(database: object): Settling {
  let found = byDatabase.get(database);
  if (!found) {
    found = { scoredAt: new Map(), waiting: new Map(), running: new Set() };
    byDatabase.set(database, found);
  }
  return found;
}

function settles(deps: Pick<SettleDeps, "env" | "scorer">): boolean {
  return deps.env.SCORE_SETTLE_MS > 0 && deps.scorer.engine === "builtin";
}

/** Whether an edit of this thought now is part of a burst: its scores can wait for the text to rest. */
export function isInBurst(
  deps: Pick<SettleDeps, "database" | "env" | "scorer">,
  taskId: string,
): boolean {
  if (!settles(deps)) return false;
  const settling = byDatabase.get(deps.database);
  if (!settling) return false;
  if (settling.waiting.has(taskId)) return true;
  const at = settling.scoredAt.get(taskId);
  return at !== undefined && performance.now() - at < deps.env.SCORE_SETTLE_MS;
}

/** An edit's own write scored the thought's words: edits following it soon are a burst. */
export function noteScored(
  deps: Pick<SettleDeps, "database" | "env" | "scorer">,
  taskId: string,
): void {
  if (settles(deps)) markScored(settlingOf(deps.database), taskId, deps.env.SCORE_SETTLE_MS);
}

/** Keeps when the thought was last scored, at most MAX_REMEMBERED thoughts (oldest go first). */
function markScored(settling: Settling, taskId: string, windowMs: number): void {
  const { scoredAt } = settling;
  const at = performance.now();
  scoredAt.delete(taskId);
  scoredAt.set(taskId, at);
  if (scoredAt.size <= MAX_REMEMBERED) return;
  // oldest first: drop what is past the window, and the oldest anyway when all are within it
  for (const [id, when] of scoredAt) {
    if (at - when < windowMs && scoredAt.size <= MAX_REMEMBERED) break;
    scoredAt.delete(id);
  }
}

/**
 * A burst's edit has committed with its row marked: score it once the text has rested, moving the
 * thought's one waiting settle if there is one.
 */
export function settleLater(deps: SettleDeps, userId: string, taskId: string): void {
  const settling = settlingOf(deps.database);
  const now = performance.now();
  const before = settling.waiting.get(taskId);
  if (before) clearTimeout(before.timer);
  const firstAt = before?.firstAt ?? now;
  const wait = Math.max(0, Math.min(deps.env.SCORE_SETTLE_MS, firstAt + SETTLE_AT_MOST_MS - now));
  const timer = setTimeout(() => {
    settling.waiting.delete(taskId);
    run(settling, deps, userId, taskId);
  }, wait);
  // a waiting settle never keeps a process alive: the mark in the row outlives it
  timer.unref();
  settling.waiting.set(taskId, { userId, firstAt, timer });
}

function run(settling: Settling, deps: SettleDeps, userId: string, taskId: string) {
  // the next edit soon after is still the same burst
  markScored(settling, taskId, deps.env.SCORE_SETTLE_MS);
  const done = settleScores(deps, userId, taskId).finally(() => settling.running.delete(done));
  settling.running.add(done);
}

/** A stopping process settles every waiting thought now (and waits for those already settling). */
export async function settleWaiting(deps: SettleDeps): Promise<void> {
  const settling = byDatabase.get(deps.database);
  if (!settling) return;
  for (const [taskId, waiting] of settling.waiting) {
    clearTimeout(waiting.timer);
    settling.waiting.delete(taskId);
    run(settling, deps, waiting.userId, taskId);
  }
  await Promise.all([...settling.running]);
}

/**
 * Scores a marked thought's words and clears its mark; a thought no longer marked (an edit scored
 * it since, on any instance), deleted or gone is left as it is. A completed thought only loses its
 * mark: completing cleared its scores. Like an edit (decision 0020), one message when this process
 * remembers the row (its last edit left it), else a read and that message; the locked way when the
 * row changed in between, a delay has ended or a model also has to rescore it. Never throws: a
 * failure is logged and the mark stays for the sweep.
 */
export async function settleScores(
  deps: SettleDeps,
  userId: string,
  taskId: string,
): Promise<void> {
  try {
    const quick =
      deps.scorer.engine === "builtin"
        ? await changeTask(deps.database, userId, taskId, async (read, isRemembered) => {
            const { row, goals } = read;
            if (row.status === "delayed" && isDelayExpired(row, deps.now())) return null;
            // a remembered row answers only with a write: "nothing to do" is judged on a fresh read
            if (!row.scoresPending) return isRemembered ? null : "unmarked";
            const written = await updateIfUnchanged({
              database: deps.database,
              userId,
              read,
              patch: settledPatch(deps, row, goals),
            });
            if (!written) return null;
            deps.notifier.publishWritten(userId, { kind: "scores", ids: [taskId] });
            return "settled";
          })
        : null;
    if (quick === null) await settleLocked(deps, userId, taskId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return;
    deps.log.warn("scores.settle_failed", safeErrorFields(error));
  }
}

function settledPatch(
  deps: Pick<SettleDeps, "scorer">,
  row: TaskRow,
  goals: readonly ActiveGoal[],
): Partial<TaskRow> {
  return {
    scoresPending: false,
    ...(row.status === "completed" ? {} : { goalAssessments: deps.scorer.assess(goals, row) }),
  };
}

/** The settle under the person's lock: lock, the row and goals, one update, commit. */
async function settleLocked(deps: SettleDeps, userId: string, taskId: string): Promise<void> {
  const settled = await inPersonTransaction(deps.db, userId, async (tx) => {
    const { row, goals } = await loadTaskForWrite(tx, userId, taskId, deps.now());
    if (!row.scoresPending) return null;
    const [updated] = await tx
      .update(userTasks)
      .set(settledPatch(deps, row, goals))
      .where(eq(userTasks.id, row.id))
      .returning({ ...getTableColumns(userTasks), rowVersion: sql<string>`xmin::text` });
    // a process that started with a model since the mark was made: the model scores it too
    if (row.status !== "completed") await deps.scorer.settleRescore(tx, userId, taskId);
    return updated ?? null;
  });
  if (!settled) return;
  const { rowVersion, ...row } = settled;
  deps.notifier.publish(userId, { kind: "scores", ids: [taskId] });
  // the person's next edit still starts from the row this write left (one message, no read)
  refreshRememberedTask(deps.database, userId, { row, rowVersion: String(rowVersion) });
}

/**
 * The maintenance sweep's part: thoughts left marked by a process that stopped before it settled
 * them (killed mid-burst). At most 500 a sweep; returns how many were looked at.
 */
export async function settleLeftScores(deps: SettleDeps): Promise<number> {
  const left = await deps.db
    .select({ id: userTasks.id, userId: userTasks.userId })
    .from(userTasks)
    .where(
      and(
        sql`${userTasks.scoresPending}`,
        lt(userTasks.updatedAt, new Date(deps.now().getTime() - LEFT_MARKED_MS)),
        isNull(userTasks.deletedAt),
      ),
    )
    .limit(500);
  for (const { id, userId } of left) await settleScores(deps, userId, id);
  return left.length;
}
