import { eq } from "drizzle-orm";
import { queueFirstImage } from "../images/queue-first-image";
import type { CreateTaskInput, Task } from "@firstly/core/contract/task";
import { isTaskEmpty, normalizeTitle, NOTE_EMPTY_MESSAGE } from "@firstly/core/domain/note";
import { inlineBlocksProblem } from "@firstly/core/domain/inline-blocks";
import type { AppDeps, SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import type { TaskRow } from "../../db/mappers";
import { presentTask } from "./present-task";
import { userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { assertCanCreateItem } from "../usage/assert-can-create-item";
import { enhanceNewTask } from "./enhance-task";
import { activeGoalIds } from "../goals/active-goal-ids";
import { inPersonTransaction } from "../../db/person-lock";
import { loadActiveGoals } from "../../scoring/assessments";
import { loadLearner } from "../../scoring/personal-learner";

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
  if (isTaskEmpty(input)) throw new AppError("VALIDATION", NOTE_EMPTY_MESSAGE);
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
  const [goalIds, learner] = await Promise.all([
    activeGoalIds(deps.db, user.id),
    loadLearner(deps.db, user.id),
  ]);
  return presentTask(row, deps.now(), goalIds, learner);
}

/**
 * Inside the person's write transaction: the usage limit checked, the row inserted with its
 * built-in scores (scored in memory against the active goals, so one insert writes both) and
 * (with words to work on) the enhancement queued. Shared by POST /api/tasks and
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
  const goals = await loadActiveGoals(tx, user.id);
  const title = normalizeTitle(input.title);
  const goalAssessments = deps.scorer.assess(goals, { id: input.id, title, text: input.text });
  const [inserted] = await tx
    .insert(userTasks)
    .values({
      id: input.id,
      userId: user.id,
      title,
      text: input.text,
      goalAssessments,
      imageUrls: input.imageURLs ?? [],
      inline: input.inline ?? [],
      isPriority: input.isPriority ?? false,
      subtaskTags: input.subtaskTags ?? [],
      // its first picture is queued below, in this transaction (issue 26)
      isGeneratingImage: deps.images.isAutomatic !== false,
      authenticated: !user.isGuest,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: userTasks.id })
    .returning();
  if (!inserted) throw new AppError("NOT_FOUND");
  // with a model, it scores the new words in the background (scorer.scoreNow did the same)
  if (deps.scorer.engine === "openai-compatible" && Object.keys(goalAssessments).length > 0)
    await deps.scorer.enqueueRescore(tx, user.id, { taskIds: [input.id] });
  // the job worker runs pictures after every other due job: a finished picture bumps the
  // version the clarify job is guarded by, so the clarification comes first
  await queueFirstImage(
    tx,
    deps.images,
    { userId: user.id, target: "task", id: input.id },
    { isMarked: true },
  );
  const enhanced = await enhanceNewTask(tx, deps, user.id, inserted);
  return enhanced ?? inserted;
}

/** Any task with this id, whoever's and deleted or not (a client id is never reused). */
export async function findTaskById(db: Db, id: string): Promise<TaskRow | undefined> {
  return findById(db, id);
}
