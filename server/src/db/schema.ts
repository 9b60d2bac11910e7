import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  GoalAssessment,
  RankCorrection,
  Recurrence,
  TaskFile,
  InlineBlock,
} from "@firstly/core/contract/task";
import type { CustomDelay } from "@firstly/core/contract/settings";
import type { TaskUndoState } from "@firstly/core/domain/task-undo";
import { user } from "./auth-schema";

export * from "./auth-schema";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const owner = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** docs/behaviour/data.md#tasks Task / note. */
export const userTasks = pgTable(
  "user_tasks",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    title: text("title"),
    text: text("text").notNull().default(""),
    imageUrl: text("image_url"),
    imageUrls: jsonb("image_urls").$type<string[]>().notNull().default([]),
    /** the person's attached files that are not images (PDF, plain text), in the order added */
    files: jsonb("files").$type<TaskFile[]>().notNull().default([]),
    /**
     * the note editor's body in order (docs/behaviour/data.md#inline-blocks inline array): text and
     * image blocks
     */
    inline: jsonb("inline").$type<InlineBlock[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    isPriority: boolean("is_priority").notNull().default(false),
    isGeneratingImage: boolean("is_generating_image").notNull().default(false),
    /** when image generation failed after its retry; null once dismissed or regenerated */
    imageFailedAt: ts("image_failed_at"),
    completedAt: ts("completed_at"),
    delayEndsAt: ts("delay_ends_at"),
    recurrence: jsonb("recurrence").$type<Recurrence>(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    deletedAt: ts("deleted_at"),
    goalAssessments: jsonb("goal_assessments")
      .$type<Record<string, GoalAssessment>>()
      .notNull()
      .default({}),
    authenticated: boolean("authenticated").notNull().default(false),
    aiEnhanced: boolean("ai_enhanced").notNull().default(false),
    aiDescription: text("ai_description"),
    /**
     * the person's own words, kept when AI enhancement replaced the text
     * (docs/behaviour/add-thought.md#ai-enhancement)
     */
    originalText: text("original_text"),
    subtaskTags: jsonb("subtask_tags").$type<string[]>().notNull().default([]),
    /**
     * The person's rank corrections by goal id (issue #12). Kept apart from goal_assessments, which
     * every rescoring rewrites, and applied when the task is presented (core/scoring/personal).
     */
    rankCorrections: jsonb("rank_corrections")
      .$type<Record<string, RankCorrection>>()
      .notNull()
      .default({}),
    version: integer("version").notNull().default(1),
    /**
     * The main goal's score when the task was completed (completing clears goal_assessments), or
     * null: no active main goal then, unscored, or not completed. The analytics screen reads it.
     */
    completedMainScore: integer("completed_main_score"),
    /** the client's clock at its last autosave: orders replays among that client's own edits */
    clientEditedAt: ts("client_edited_at"),
    /** what the last status action or delete changed, for its Undo (use-cases/tasks/undo-task-change.ts) */
    undoState: jsonb("undo_state").$type<TaskUndoState>(),
    /**
     * The words changed during an autosave burst and goal_assessments are still those of the
     * words before: the built-in scores follow once the text rests (use-cases/tasks/settle-scores.ts).
     */
    scoresPending: boolean("scores_pending").notNull().default(false),
  },
  (t) => [
    index("user_tasks_user_idx").on(t.userId, t.deletedAt),
    // the few thoughts whose scores wait for their text to rest (the maintenance sweep's lookup)
    index("user_tasks_scores_pending_idx")
      .on(t.id)
      .where(sql`${t.scoresPending}`),
  ],
);

/** docs/behaviour/data.md#goals Goal / project. */
export const userGoals = pgTable(
  "user_goals",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    type: text("type").$type<"main" | "subtask">().notNull(),
    status: text("status").$type<"active" | "completed">().notNull().default("active"),
    imageUrl: text("image_url"),
    isGeneratingImage: boolean("is_generating_image").notNull().default(false),
    /** when image generation failed after its retry; null once dismissed or regenerated */
    imageFailedAt: ts("image_failed_at"),
    completedAt: ts("completed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    deletedAt: ts("deleted_at"),
    authenticated: boolean("authenticated").notNull().default(false),
  },
  (t) => [
    index("user_goals_user_idx").on(t.userId),
    // Only one active main goal per user, enforced by the database.
    uniqueIndex("user_goals_one_active_main")
      .on(t.userId)
      .where(sql`${t.type} = 'main' and ${t.status} = 'active' and ${t.deletedAt} is null`),
  ],
);

/** docs/behaviour/data.md#settings Settings, one row per user. */
export const userSettings = pgTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  mainGoal: text("main_goal"),
  goalHistory: jsonb("goal_history").$type<string[]>().notNull().default([]),
  completedMainGoals: jsonb("completed_main_goals")
    .$type<{ id: string; goal: string; text: string; completedAt: string }[]>()
    .notNull()
    .default([]),
  // the docs/behaviour/limits.md#delay other reading, 1 hour: a 1-minute delay looks broken (issue
  // #26, decision 0025)
  delayDuration: text("delay_duration").notNull().default("1 hours"),
  customDelay: jsonb("custom_delay")
    .$type<CustomDelay>()
    .notNull()
    .default({ amount: 1, unit: "hours" }),
  displayMode: text("display_mode").$type<"focused" | "relaxed">().notNull().default("focused"),
  visualDisplayMode: text("visual_display_mode")
    .$type<"basic" | "enhanced">()
    .notNull()
    .default("enhanced"),
  pushSubscription: jsonb("push_subscription").$type<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }>(),
  aiEnhancement: boolean("ai_enhancement").notNull().default(false),
  authenticated: boolean("authenticated").notNull().default(false),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * docs/behaviour/data.md#analytics-events Analytics event; also the usage ledger (task_action,
 * goal_action, search_used).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: owner(),
    eventType: text("event_type").notNull(),
    eventData: jsonb("event_data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("analytics_user_time_idx").on(t.userId, t.createdAt)],
);

/** docs/behaviour/data.md#subscription-record Subscription record. */
export const subscriptionStatus = pgTable("subscription_status", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  subscriptionStatus: text("subscription_status").notNull(),
  currentPeriodEnd: bigint("current_period_end", { mode: "number" }).notNull(),
  priceId: text("price_id"),
  subscriptionId: text("subscription_id"),
  /** while the subscription is in its free trial: when the trial ends (seconds) */
  trialEnd: bigint("trial_end", { mode: "number" }),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * The Stripe customer kept for each person who started a checkout (reused by the next checkout and
 * the billing portal). Webhooks find the person by this id.
 */
export const billingCustomers = pgTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** Stripe webhook events already applied: a redelivered event id has no second effect. */
export const billingEvents = pgTable("billing_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: ts("processed_at").notNull().defaultNow(),
});

/**
 * Model scores keyed by hash(model, goal text, task text): unchanged pairs are never paid twice.
 * `user_id` is the person whose scoring stored the row (the reasoning can quote their words), so
 * deleting the account deletes it; a person with identical texts may still read it meanwhile.
 */
export const scoreCache = pgTable(
  "score_cache",
  {
    key: text("key").primaryKey(),
    score: integer("score").notNull(),
    reasoning: text("reasoning").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("score_cache_user_id_idx").on(t.userId)],
);

/**
 * Background jobs, claimed with FOR UPDATE SKIP LOCKED so N instances share them. Written only by
 * db/enqueue-job.ts; `kind` and `payload` are typed by db/job-payloads.ts. `failed_at` marks a row
 * the worker could not read (unknown kind, refused payload): kept for an operator, never claimed.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    userId: owner(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: ts("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: ts("locked_until"),
    lastError: text("last_error"),
    failedAt: ts("failed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("jobs_run_idx").on(t.runAt), index("jobs_user_kind_idx").on(t.userId, t.kind)],
);

/**
 * Stored files (generated pictures, uploads, recordings): the blob lives in the media store (disk
 * or S3) under `key`; this row says whose it is, so GET /api/media/:key answers its owner only.
 * It is also the ledger of bytes to delete (decision 0019): deleting the account sets `user_id` to
 * null instead of removing the row, and the media sweep deletes the bytes first, then the row.
 */
export const mediaObjects = pgTable(
  "media_objects",
  {
    key: text("key").primaryKey(),
    /** null once the owner's account is deleted: the bytes are due for deletion */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** when the media sweep last found something showing it (or claimed it); null = never */
    checkedAt: ts("checked_at"),
  },
  (t) => [
    index("media_objects_user_idx").on(t.userId),
    index("media_objects_checked_idx").on(t.checkedAt),
  ],
);

/**
 * Personal access tokens (issue #29): only the SHA-256 of the secret is kept; `hint` is `fst_` and
 * the secret's first four characters, to tell tokens apart in Settings. Revoking deletes the row,
 * and every bearer request looks its token up here, so a revoked token is refused at once on every
 * instance (decision 0022).
 */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    scope: text("scope").$type<"read" | "write">().notNull(),
    tokenHash: text("token_hash").notNull(),
    hint: text("hint").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastUsedAt: ts("last_used_at"),
  },
  (t) => [
    uniqueIndex("access_tokens_hash_idx").on(t.tokenHash),
    index("access_tokens_user_idx").on(t.userId),
  ],
);

/** A person's private calendar feed (issue #29): the SHA-256 of the secret in its address. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_hash_idx").on(t.secretHash)],
);

/**
 * What a sign-in from a guest's browser left to tell the person (issue 25): the guest whose
 * thoughts did not fit the account's month and wait to move (`guest_user_id`, kept until nothing of
 * that guest waits), and the guest's main goal that arrived completed because the account had one
 * (`completed_goal_id`, cleared once the person has been told).
 */
export const guestArrivals = pgTable(
  "guest_arrivals",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    guestUserId: text("guest_user_id").references(() => user.id, { onDelete: "set null" }),
    completedGoalId: text("completed_goal_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("guest_arrivals_user_idx").on(t.userId),
    uniqueIndex("guest_arrivals_guest_idx").on(t.guestUserId),
  ],
);

/**
 * One import of another app's list (issue #28, decision 0021). `parsed` holds what was read from
 * the file until the job writes it; the ids it created are kept so Undo removes exactly those.
 */
export const imports = pgTable(
  "imports",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    format: text("format").notNull(),
    fileName: text("file_name"),
    /** sha-256 of the file's bytes and the options: the same file started twice is one import */
    fileHash: text("file_hash").notNull(),
    status: text("status")
      .$type<"queued" | "writing" | "scoring" | "done" | "failed" | "undone">()
      .notNull()
      .default("queued"),
    parsed: jsonb("parsed").$type<Record<string, unknown>>(),
    projectsAsGoals: boolean("projects_as_goals").notNull().default(false),
    total: integer("total").notNull().default(0),
    createdTaskIds: jsonb("created_task_ids").$type<string[]>().notNull().default([]),
    createdGoalIds: jsonb("created_goal_ids").$type<string[]>().notNull().default([]),
    skipped: integer("skipped").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    scored: integer("scored").notNull().default(0),
    message: text("message"),
    createdAt: ts("created_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    undoneAt: ts("undone_at"),
  },
  (t) => [index("imports_user_idx").on(t.userId, t.createdAt)],
);
