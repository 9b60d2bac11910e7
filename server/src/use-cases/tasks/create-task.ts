import { queueFirstImage } from "../images/queue-first-image";
import { and, eq } from "drizzle-orm";
import type { CreateTaskInput, Task } from "@firstly/core/contract/task";
import { isNoteEmpty, normalizeTitle, NOTE_EMPTY_MESSAGE } from "@firstly/core/domain/note";
import { inlineBlocksProblem } from "@firstly/core/domain/inline-blocks";
import type { AppDeps, SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import type { TaskRow } from "../../db/mappers";
import { presentOwnedTask } from "./present-task";
import { userTasks } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { assertCanCreateItem } from "../usage/assert-can-create-item";
import { enhanceNewTask } from "./enhance-task";
import { inPersonTransaction } from "../../db/person-lock";

export interface CreateTaskOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "scorer" | "now" | "chat" | "billing" | "images">;
  user: SessionUser;
  input: CreateTaskInput;
}

async function findById(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(userTasks).where(eq(userTasks.id, id));
  return row;
}

/**
 * POST /api/tasks, idempotent on the client's uuid: a retry returns the stored task unchanged
 * (no duplicate, no second usage count); an id owned by someone else is 404. A new task is
 * limit-checked, inserted and given built-in scores in the same transaction, so the response
 * already carries its tier.
 */
export async function createTask({ deps, user, input }: CreateTaskOptions): Promise<Task> {
  if (isNoteEmpty(input)) throw new AppError("VALIDATION", NOTE_EMPTY_MESSAGE);
  const inline = input.inline ?? [];
  const inlineProblem = inlineBlocksProblem(inline, input.imageURLs ?? []);
  if (inlineProblem) throw new AppError("VALIDATION", inlineProblem);
  const now = deps.now();
  const { row, isNew } = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const existing = await findById(tx, input.id);
    if (existing) {
      if (existing.userId !== user.id) throw new AppError("NOT_FOUND");
      return { row: existing, isNew: false };
    }
    const created = await insertNewTask(tx, deps, user, now, { ...input, inline });
    return { row: created, isNew: true };
  });
  if (isNew) deps.notifier.publish(user.id, { kind: "tasks", ids: [row.id] });
  return presentOwnedTask(deps.db, user.id, row, deps.now());
}

/**
 * Inside the person's write transaction: the usage limit checked, the row inserted, built-in
 * scores given and (with words to work on) the enhancement queued. Shared by POST /api/tasks and
 * by a new note's first upload (add-attachment), so both count and score a new thought alike.
 */
export async function insertNewTask(
  tx: Db,
  deps: Pick<AppDeps, "scorer" | "chat" | "billing" | "images">,
  user: SessionUser,
  now: Date,
  input: Omit<CreateTaskInput, "inline"> & { inline: CreateTaskInput["inline"] },
): Promise<TaskRow> {
  await assertCanCreateItem({
    tx,
    user,
    now,
    kind: "task",
    freeMonthly: deps.billing.freeMonthlyLimit,
  });
  await tx
    .insert(userTasks)
    .values({
      id: input.id,
      userId: user.id,
      title: normalizeTitle(input.title),
      text: input.text,
      imageUrls: input.imageURLs ?? [],
      inline: input.inline ?? [],
      isPriority: input.isPriority ?? false,
      subtaskTags: input.subtaskTags ?? [],
      authenticated: !user.isGuest,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: userTasks.id });
  await deps.scorer.scoreNow(tx, user.id, { taskIds: [input.id] });
  // the job worker runs pictures after every other due job: a finished picture bumps the
  // version the clarify job is guarded by, so the clarification comes first
  await queueFirstImage(tx, deps.images, { userId: user.id, target: "task", id: input.id });
  await enhanceNewTask(tx, deps, user.id, input.id);
  const [created] = await tx
    .select()
    .from(userTasks)
    .where(and(eq(userTasks.id, input.id), eq(userTasks.userId, user.id)));
  if (!created) throw new AppError("NOT_FOUND");
  return created;
}

/** Any task with this id, whoever's and deleted or not (a client id is never reused). */
export async function findTaskById(db: Db, id: string): Promise<TaskRow | undefined> {
  return findById(db, id);
}
