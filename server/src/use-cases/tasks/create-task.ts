import { eq, getTableColumns, sql } from "drizzle-orm";
import { queueFirstImage } from "../images/queue-first-image";
import type { CreateTaskInput, Task } from "@firstly/core/contract/task";
import { isTaskEmpty, normalizeTitle, NOTE_EMPTY_MESSAGE } from "@firstly/core/domain/task-text";
import { inlineBlocksProblem } from "@firstly/core/domain/inline-blocks";
import type { AppDeps, SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import type { TaskRow } from "../../db/mappers";
import { presentTask } from "./present-task";
import { userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { itemLimitRefusal } from "../usage/assert-can-create-item";
import { isSubscriptionActive, itemLimit, planFor } from "@firstly/core/domain/limits";
import { lockUserItems, userItemsLock } from "../usage/lock-user-items";
import { enqueue, jobPayloadJson } from "../../db/enqueue-job";
import { readCreateContext, type CreateContext } from "./read-create-context";
import { newTaskEnhancement } from "./enhance-task";
import { activeGoalIds } from "../goals/active-goal-ids";
import {
  ANNOUNCED_AFTER_COMMIT,
  inPersonTransaction,
  ITEMS_LOCK,
  PERSON_LOCK,
} from "../../db/person-lock";
import type { ActiveGoal } from "../../scoring/assessments";
import { rememberTask } from "./update-if-unchanged";
import { learnerFor, teachingFingerprintSql } from "../../scoring/learner-cache";
import { rawSql, rowFromDriver } from "../../db/literal-sql";
import { insertParams, Params, sqlParams } from "../../db/prepared";
import { usedItemsSql } from "../usage/count-used-items";
import { activeGoalsSql } from "../goals/active-goals-sql";
import { KeptPerDatabase } from "../../db/kept-per-database";

export interface CreateTaskOptions {
  deps: Pick<
    AppDeps,
    "db" | "database" | "notifier" | "scorer" | "now" | "chat" | "billing" | "images"
  >;
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
 * already carries its tier. The insert also returns what presenting it needs (the active goals
 * were read for scoring; the fingerprint of the learning), so nothing is read after the commit.
 */
export async function createTask({ deps, user, input }: CreateTaskOptions): Promise<Task> {
  if (isTaskEmpty(input)) throw new AppError("VALIDATION", NOTE_EMPTY_MESSAGE);
  const inline = input.inline ?? [];
  const inlineProblem = inlineBlocksProblem(inline, input.imageURLs ?? []);
  if (inlineProblem) throw new AppError("VALIDATION", inlineProblem);
  const now = deps.now();
  const quick = await createInTwoRoundTrips(deps, user, now, { ...input, inline });
  const created =
    quick ??
    (await inPersonTransaction(
      deps.db,
      user.id,
      async (tx) => {
        const context = await readCreateContext(tx, user, now, input.id);
        if (context.isIdTaken) {
          const existing = await findById(tx, input.id);
          if (!existing || existing.userId !== user.id) throw new AppError("NOT_FOUND");
          return { existing };
        }
        return insertNewTask(tx, deps, user, now, { ...input, inline }, context);
      },
      // the items lock in the same statement as the person's (usage/lock-user-items.ts)
      { alsoLock: userItemsLock(user.id) },
    ));
  if ("existing" in created) {
    // a retry: the stored thought, presented as any read would
    const [goalIds, learner] = await Promise.all([
      activeGoalIds(deps.db, user.id),
      learnerFor(deps.db, user.id, null),
    ]);
    return presentTask(created.existing, deps.now(), goalIds, learner);
  }
  // the one-message insert announces its list change itself; the locked one's trigger did
  if (quick) deps.notifier.publishWritten(user.id, { kind: "tasks", ids: [created.row.id] });
  else deps.notifier.publish(user.id, { kind: "tasks", ids: [created.row.id] });
  // its first edits and its complete start from this row instead of reading it (decision 0020)
  rememberTask(deps.database, user.id, {
    row: created.row,
    goals: created.goals,
    rowVersion: created.rowVersion,
  });
  // a new thought teaches nothing yet: the learning is what the insert found under the lock
  const learner = await learnerFor(deps.db, user.id, created.teaching);
  return presentTask(created.row, deps.now(), created.goalIds, learner);
}

/**
 * The person's lock and the items lock, as the locked create takes them (one statement); the
 * create announces itself after the commit (`Notifier.publishWritten`), so the list trigger stays
 * silent.
 */
const LOCK_CREATE = `select ${PERSON_LOCK}, ${ITEMS_LOCK}, ${ANNOUNCED_AFTER_COMMIT}`;

/**
 * A new thought in two round trips (decision 0020, "A create in two round trips"), as an edit is
 * written: what a create must know is read without the locks (read-create-context.ts), the row
 * and its built-in scores are worked out from it, and one message takes both locks and inserts
 * the row, with its picture's job, only if under the locks the id is still free, the items used
 * are still those counted and the active goals are still those it was scored against. Under the
 * locks that statement sees every other locked writer's committed work, so it writes exactly
 * what the locked create would have. Null when it did not write (a retry, the limit reached, a
 * change in between, or work the locked create does: a model's rescore or clarify job): the
 * caller then creates the locked way, which also answers those cases.
 */
async function createInTwoRoundTrips(
  deps: CreateTaskOptions["deps"],
  user: SessionUser,
  now: Date,
  input: Omit<CreateTaskInput, "inline"> & { inline: CreateTaskInput["inline"] },
): Promise<NewTask | null> {
  if (deps.scorer.engine === "openai-compatible") return null;
  const recalled = recallCreateContext(deps.database, user, now);
  const context = recalled ?? (await readCreateContext(deps.db, user, now, input.id));
  if (context.isIdTaken) return null;
  const freeMonthly = deps.billing.freeMonthlyLimit;
  if (!recalled && itemLimitRefusal(context.plan, context.used, "task", freeMonthly)) return null;
  const { goals, values, enhancement } = newTaskRow(deps, user, now, input, context);
  if (enhancement.clarify) return null;
  const p = new Params();
  const person = `${p.add(user.id)}::text`;
  const row = insertParams(userTasks, values, p);
  const job =
    values.isGeneratingImage === true
      ? `, job as (insert into jobs (kind, user_id, payload)
           select ${p.add("generate-image")}::text, ${person}, ${p.add(
             jobPayloadJson("generate-image", { target: "task", id: input.id, attempt: 1 }),
           )}::jsonb from ins)`
      : "";
  // the plan's limit, counted under the locks (the locked create's refusal); a Pro plan has none
  // while its subscription record is still the one the plan was worked out from
  const limit = itemLimit(context.plan, freeMonthly);
  const planHolds =
    limit !== null
      ? `${sqlParams(usedItemsSql({ db: deps.db, user, now }), p)} < ${p.add(limit)}::bigint`
      : context.plan === "pro"
        ? `(select s.subscription_status || ':' || s.current_period_end from subscription_status s
             where s.user_id = ${person}) is not distinct from ${p.add(
               context.subscription
                 ? `${context.subscription.status}:${context.subscription.periodEnd}`
                 : null,
             )}::text`
        : "true";
  const text = `with ins as (
      insert into user_tasks (${row.columns})
      select ${row.values}
       where not exists (select 1 from user_tasks where id = ${p.add(input.id)}::text)
         and ${planHolds}
         and ${activeGoalsSql(rawSql(person), { withNames: true }).text} = ${p.add(context.goals)}::jsonb
         and coalesce((select st.ai_enhancement from user_settings st where st.user_id = ${person}), false)
             = ${p.add(context.isEnhancementOn)}::boolean
      on conflict (id) do nothing
      returning user_tasks.*, user_tasks.xmin::text as row_version)${job}
    select ins.*, ${teachingFingerprintSql(rawSql(person)).text} as teaching from ins`;
  const [, inserted] = await deps.database.prepared([
    { text: LOCK_CREATE, values: [user.id] },
    // it writes the row and the job: this process's kept list of the person is dropped
    p.statement(text, { writes: true }),
  ]);
  const found = inserted?.rows[0];
  if (!found) {
    forgetCreateContext(deps.database, user.id);
    return null;
  }
  rememberCreateContext(deps.database, user.id, context);
  return {
    row: rowFromDriver(userTasks, found),
    goals,
    goalIds: new Set(goals.map((g) => g.id)),
    teaching: String(found.teaching),
    rowVersion: String(found.row_version),
  };
}

/**
 * What the person's last create read (their plan and its subscription record, active goals and
 * enhancement setting), kept so their next create is one round trip (decision 0020, "One message
 * for a complete, for a person's next create and for a list read again"). Nothing has to clear
 * it: the insert happens only if, under the locks, the id is free, the plan's limit is not
 * reached, a Pro plan's subscription record, the active goals (with the names a description
 * quotes) and the setting are still these; otherwise it is forgotten and the create reads afresh.
 * Per database, at most 1,000 people, for 60 seconds.
 */
type RememberedCreate = Omit<CreateContext, "isIdTaken" | "used" | "plan">;
const keptContexts = new KeptPerDatabase<RememberedCreate>({ max: 1_000, ms: 60_000 });

function rememberCreateContext(database: object, userId: string, context: CreateContext): void {
  const { goals, isEnhancementOn, subscription } = context;
  keptContexts.set(database, userId, { goals, isEnhancementOn, subscription });
}

function forgetCreateContext(database: object, userId: string): void {
  keptContexts.delete(database, userId);
}

/** The remembered context as a create reads it: the plan worked out now, the id to be checked. */
function recallCreateContext(database: object, user: SessionUser, now: Date): CreateContext | null {
  const kept = keptContexts.get(database, user.id);
  if (!kept) return null;
  const { subscription } = kept;
  const isPro =
    subscription !== null &&
    isSubscriptionActive(
      { status: subscription.status, currentPeriodEnd: subscription.periodEnd },
      now,
    );
  // the items used are counted by the insert itself (its limit check), not before it
  return { ...kept, plan: planFor(user, isPro), isIdTaken: false, used: 0 };
}

/** A new thought's row (with its built-in scores and description) from what a create read. */
function newTaskRow(
  deps: Pick<AppDeps, "scorer" | "chat" | "images">,
  user: SessionUser,
  now: Date,
  input: Omit<CreateTaskInput, "inline"> & { inline: CreateTaskInput["inline"] },
  context: CreateContext,
) {
  const goals: ActiveGoal[] = context.goals.map(({ id, type, description }) => ({
    id,
    type,
    description,
  }));
  const title = normalizeTitle(input.title);
  const goalAssessments = deps.scorer.assess(goals, { id: input.id, title, text: input.text });
  const enhancement = newTaskEnhancement(
    deps,
    context.isEnhancementOn,
    { text: input.text, goalAssessments },
    context.goals,
  );
  const values = {
    id: input.id,
    userId: user.id,
    title,
    text: input.text,
    goalAssessments,
    imageUrls: input.imageURLs ?? [],
    inline: input.inline ?? [],
    isPriority: input.isPriority ?? false,
    subtaskTags: input.subtaskTags ?? [],
    aiDescription: enhancement.aiDescription,
    // its first picture is queued with it (issue 26)
    isGeneratingImage: deps.images.isAutomatic !== false,
    authenticated: !user.isGuest,
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<typeof userTasks.$inferInsert>;
  return { goals, values, enhancement };
}

/**
 * Inside the person's write transaction: the usage limit checked, the row inserted with its
 * built-in scores (scored in memory against the active goals, so one insert writes both) and
 * with its enhancement (the built-in description in the insert, or a clarify job queued). Shared
 * by POST /api/tasks and by a new note's first upload (add-attachment), so both count and score a
 * new thought alike. `context` is what the caller read under the items lock (read-create-context.ts);
 * without it the lock is taken and it is read here.
 */
export async function insertNewTask(
  tx: Db,
  deps: Pick<AppDeps, "scorer" | "chat" | "billing" | "images">,
  user: SessionUser,
  now: Date,
  input: Omit<CreateTaskInput, "inline"> & { inline: CreateTaskInput["inline"] },
  given: CreateContext | null = null,
): Promise<NewTask> {
  let context = given;
  if (!context) {
    await lockUserItems(tx, user.id);
    context = await readCreateContext(tx, user, now, null);
  }
  const refusal = itemLimitRefusal(
    context.plan,
    context.used,
    "task",
    deps.billing.freeMonthlyLimit,
  );
  if (refusal) throw refusal;
  const { goals, values, enhancement } = newTaskRow(deps, user, now, input, context);
  const { goalAssessments } = values;
  const [inserted] = await tx
    .insert(userTasks)
    // its first picture is queued below, in this transaction (issue 26)
    .values(values)
    .onConflictDoNothing({ target: userTasks.id })
    .returning({
      ...getTableColumns(userTasks),
      teaching: sql<string>`${sql.raw(teachingFingerprintSql(user.id).text)}`,
      rowVersion: sql<string>`xmin::text`,
    });
  if (!inserted) throw new AppError("NOT_FOUND");
  const { teaching, rowVersion, ...row } = inserted;
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
  if (enhancement.clarify)
    await enqueue(tx, "clarify-task", user.id, { taskId: row.id, version: row.version });
  return { row, goals, goalIds: new Set(goals.map((g) => g.id)), teaching, rowVersion };
}

export interface NewTask {
  row: TaskRow;
  /** the person's active goals when it was inserted, in id order (byte order) */
  goals: ActiveGoal[];
  goalIds: Set<string>;
  /** PostgreSQL's version of the row as this write left it (`xmin`) */
  rowVersion: string;
  /** the fingerprint of the person's teaching rows under the lock (scoring/learner-cache.ts) */
  teaching: string;
}

/** Any task with this id, whoever's and deleted or not (a client id is never reused). */
export async function findTaskById(db: Db, id: string): Promise<TaskRow | undefined> {
  return findById(db, id);
}
