import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InlineBlock, Task, UpdateTaskInput } from "@firstly/core/contract/task";
import { normalizeTitle } from "@firstly/core/domain/task-text";
import {
  collapseTextBlocks,
  dropMissingImages,
  inlineBlocksProblem,
} from "@firstly/core/domain/inline-blocks";
import type { AppDeps, SessionUser } from "../../context";
import type { TaskRow } from "../../db/mappers";
import { presentTask } from "./present-task";
import { userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { inPersonTransaction } from "../../db/person-lock";
import { teaches } from "../../scoring/personal-learner";
import { learnerFor } from "../../scoring/learner-cache";
import type { ActiveGoal } from "../../scoring/assessments";
import { isDelayExpired } from "@firstly/core/domain/task-status";
import { loadTaskForWrite } from "./load-task-for-write";
import { changeTask, updateIfUnchanged } from "./update-if-unchanged";
import { isInBurst, noteScored, settleLater } from "./settle-scores";

export interface UpdateTaskOptions {
  deps: Pick<AppDeps, "db" | "database" | "notifier" | "scorer" | "now" | "env" | "log">;
  user: SessionUser;
  taskId: string;
  input: UpdateTaskInput;
}

/**
 * The note editor's body after this write. Sent: checked against the pictures the thought will
 * have. Not sent: a changed text (the task view edits it as one piece) collapses the text blocks
 * into one, and image blocks whose picture left with this write are dropped.
 */
function nextInline(current: TaskRow, input: UpdateTaskInput, text: string): InlineBlock[] {
  const imageURLs = input.imageURLs ?? current.imageUrls;
  if (input.inline) {
    const problem = inlineBlocksProblem(input.inline, imageURLs);
    if (problem) throw new AppError("VALIDATION", problem);
    return input.inline;
  }
  const blocks =
    text === current.text ? current.inline : collapseTextBlocks(current.inline, text, randomUUID());
  return dropMissingImages(blocks, imageURLs);
}

function parseClientTime(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw new AppError("VALIDATION", "clientUpdatedAt must be an ISO date-time");
  return new Date(ms);
}

/**
 * The row after an edit, and whether its words need new scores; null for a replayed autosave. In
 * a burst (`isBurst`, settle-scores.ts) the scores found stay and the row is marked instead: they
 * follow once the text rests.
 */
function planEdit(
  current: TaskRow,
  goals: readonly ActiveGoal[],
  input: UpdateTaskInput,
  clientAt: Date | null,
  deps: Pick<AppDeps, "scorer" | "now">,
  isBurst: boolean,
): { patch: Partial<TaskRow>; rescore: boolean } | null {
  if (clientAt && current.clientEditedAt && clientAt.getTime() < current.clientEditedAt.getTime())
    return null;
  const title = input.title === undefined ? current.title : normalizeTitle(input.title);
  const text = input.text ?? current.text;
  const isContentChanged = title !== current.title || text !== current.text;
  // a completed thought takes no part in scoring: its assessments are only cleared
  const rescore = isContentChanged && current.status !== "completed" && goals.length > 0;
  const patch: Partial<TaskRow> = {
    title,
    text,
    updatedAt: deps.now(),
    ...(clientAt ? { clientEditedAt: clientAt } : {}),
    version: current.version + 1,
    ...(input.imageURLs ? { imageUrls: input.imageURLs } : {}),
    inline: nextInline(current, input, text),
    ...(input.isPriority !== undefined ? { isPriority: input.isPriority } : {}),
    ...(input.subtaskTags ? { subtaskTags: input.subtaskTags } : {}),
    ...(!isContentChanged
      ? {}
      : rescore && isBurst
        ? { scoresPending: true }
        : {
            goalAssessments: rescore
              ? deps.scorer.assess(goals, { id: current.id, title, text })
              : {},
            scoresPending: false,
          }),
  };
  return { patch, rescore };
}

/**
 * PATCH /api/tasks/:id. A write whose `clientUpdatedAt` is older than the last client edit stored
 * (`client_edited_at`) is a replayed autosave: it changes nothing and returns the current task.
 * Client times are only ever compared with client times, so a client clock that runs behind the
 * server can never make a fresh edit look stale; `updatedAt` stays on the server clock.
 *
 * Two round trips (decision 0020), one when this process wrote the thought last (its row is
 * remembered): the task with the person's active goals, read without the
 * lock; then, in one message, the person's lock and one update that carries the new built-in
 * scores and the fingerprint of what the person's learning is built from
 * (update-if-unchanged.ts); the change is announced after the commit. The update only happens if neither the row nor the active goals
 * changed since the read; otherwise, and for the rare cases that write more (a delay that has
 * ended, a model rescore to settle), the edit is done the locked way: lock, read, update, commit.
 */
export async function updateTask({ deps, user, taskId, input }: UpdateTaskOptions): Promise<Task> {
  const clientAt = parseClientTime(input.clientUpdatedAt);
  const isBurst = isInBurst(deps, taskId);
  const done = await changeTask(deps.database, user.id, taskId, async (read, isRemembered) => {
    if (read.row.status === "delayed" && isDelayExpired(read.row, deps.now())) return null;
    // a remembered row judges nothing but the write itself: a refusal is judged on a fresh read
    const plan = isRemembered
      ? tryOrNull(() => planEdit(read.row, read.goals, input, clientAt, deps, isBurst))
      : planEdit(read.row, read.goals, input, clientAt, deps, isBurst);
    if (!plan) return isRemembered ? null : present(deps, user, read.row, read.goals, null);
    if (plan.rescore && deps.scorer.engine !== "builtin") return null;
    const written = await updateIfUnchanged({
      database: deps.database,
      userId: user.id,
      read,
      patch: plan.patch,
    });
    if (!written) return null;
    deps.notifier.publishWritten(user.id, { kind: "tasks", ids: [taskId] });
    if (plan.rescore) scoredOrLater(deps, user.id, taskId, isBurst);
    // the fingerprint was read before this update: it stands only for a row that teaches nothing
    const teaching = teaches(written.row) ? null : written.teaching;
    return present(deps, user, written.row, read.goals, teaching);
  });
  return done ?? updateLocked({ deps, user, taskId, input }, clientAt, isBurst);
}

/** After an edit that changed words to score: they were scored, or they will be once they rest. */
function scoredOrLater(
  deps: UpdateTaskOptions["deps"],
  userId: string,
  taskId: string,
  isBurst: boolean,
) {
  if (isBurst) settleLater(deps, userId, taskId);
  else noteScored(deps, taskId);
}

function tryOrNull<T>(work: () => T): T | null {
  try {
    return work();
  } catch {
    return null;
  }
}

/** The edit the locked way: lock, the task and goals, one update (and a settling rescore), commit. */
async function updateLocked(
  { deps, user, taskId, input }: UpdateTaskOptions,
  clientAt: Date | null,
  isBurst: boolean,
): Promise<Task> {
  const { row, goals, isChanged, rescore } = await inPersonTransaction(
    deps.db,
    user.id,
    async (tx) => {
      const { row: current, goals } = await loadTaskForWrite(tx, user.id, taskId, deps.now());
      const plan = planEdit(current, goals, input, clientAt, deps, isBurst);
      if (!plan) return { row: current, goals, isChanged: false, rescore: false };
      const [updated] = await tx
        .update(userTasks)
        .set(plan.patch)
        .where(eq(userTasks.id, current.id))
        .returning();
      if (!updated) throw new AppError("NOT_FOUND");
      if (plan.rescore) await deps.scorer.settleRescore(tx, user.id, current.id);
      return { row: updated, goals, isChanged: true, rescore: plan.rescore };
    },
  );
  if (isChanged) deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  if (rescore) scoredOrLater(deps, user.id, taskId, isBurst);
  return present(deps, user, row, goals, null);
}

async function present(
  deps: Pick<AppDeps, "db" | "now">,
  user: SessionUser,
  row: TaskRow,
  goals: readonly ActiveGoal[],
  teaching: string | null,
): Promise<Task> {
  const learner = await learnerFor(deps.db, user.id, teaching);
  return presentTask(row, deps.now(), new Set(goals.map((g) => g.id)), learner);
}
