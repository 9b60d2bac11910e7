import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InlineBlock, Task, UpdateTaskInput } from "@firstly/core/contract/task";
import { normalizeTitle } from "@firstly/core/domain/note";
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
import { loadLearner } from "../../scoring/personal-learner";
import { loadTaskForWrite } from "./load-task-for-write";

export interface UpdateTaskOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "scorer" | "now">;
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
 * PATCH /api/tasks/:id. A write whose `clientUpdatedAt` is older than the last client edit stored
 * (`client_edited_at`) is a replayed autosave: it changes nothing and returns the current task.
 * Client times are only ever compared with client times, so a client clock that runs behind the
 * server can never make a fresh edit look stale; `updatedAt` stays on the server clock.
 *
 * The person's lock is held for four statements (lock; the task with their active goals; one
 * update that also carries the new built-in scores; with a model, the settling rescore job):
 * a text or title change is scored in memory and written with the edit, so the response has its
 * tier. The model rescoring waits until the text has rested (scorer.settleRescore), so an autosave
 * burst costs one model call. The learning that presents the task is read after the commit.
 */
export async function updateTask({ deps, user, taskId, input }: UpdateTaskOptions): Promise<Task> {
  const clientAt = parseClientTime(input.clientUpdatedAt);
  const { row, goals, isChanged } = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const { row: current, goals } = await loadTaskForWrite(tx, user.id, taskId, deps.now());
    if (clientAt && current.clientEditedAt && clientAt.getTime() < current.clientEditedAt.getTime())
      return { row: current, goals, isChanged: false };
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
      ...(isContentChanged
        ? {
            goalAssessments: rescore
              ? deps.scorer.assess(goals, { id: current.id, title, text })
              : {},
          }
        : {}),
    };
    const [updated] = await tx
      .update(userTasks)
      .set(patch)
      .where(eq(userTasks.id, current.id))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND");
    if (rescore) await deps.scorer.settleRescore(tx, user.id, current.id);
    return { row: updated, goals, isChanged: true };
  });
  if (isChanged) deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  const learner = await loadLearner(deps.db, user.id);
  return presentTask(row, deps.now(), new Set(goals.map((g) => g.id)), learner);
}
