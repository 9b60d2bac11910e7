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
import { presentOwnedTask } from "./present-task";
import { userTasks } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { expireDelayedTasks } from "./expire-delayed-tasks";
import { findOwnedTask } from "./find-owned-task";
import { inPersonTransaction } from "../../db/person-lock";

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
 * server can never make a fresh edit look stale; `updatedAt` stays on the server clock. A text or title change clears
 * the task's scores and rescoring runs in the same transaction (built-in tier in the response).
 */
export async function updateTask({ deps, user, taskId, input }: UpdateTaskOptions): Promise<Task> {
  const clientAt = parseClientTime(input.clientUpdatedAt);
  const { row, isChanged } = await inPersonTransaction(deps.db, user.id, async (tx) => {
    // a delay that has ended is saved as over before the write applies (reads only present it)
    await expireDelayedTasks(tx, user.id, deps.now(), [taskId]);
    const current = await findOwnedTask(tx, user.id, taskId);
    if (clientAt && current.clientEditedAt && clientAt.getTime() < current.clientEditedAt.getTime())
      return { row: current, isChanged: false };
    const title = input.title === undefined ? current.title : normalizeTitle(input.title);
    const text = input.text ?? current.text;
    const isContentChanged = title !== current.title || text !== current.text;
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
      ...(isContentChanged ? { goalAssessments: {} } : {}),
    };
    await tx.update(userTasks).set(patch).where(eq(userTasks.id, current.id));
    if (isContentChanged) await deps.scorer.scoreNow(tx, user.id, { taskIds: [current.id] });
    return { row: await findOwnedTask(tx, user.id, taskId), isChanged: true };
  });
  if (isChanged) deps.notifier.publish(user.id, { kind: "tasks", ids: [taskId] });
  return presentOwnedTask(deps.db, user.id, row, deps.now());
}
