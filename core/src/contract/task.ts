import { z } from "zod";
import {
  IMAGE_BLOCK_SIZE_MAX,
  IMAGE_BLOCK_SIZE_MIN,
  IMAGES_PER_NOTE_MAX,
  INLINE_BLOCKS_MAX,
  TASK_TEXT_MAX,
  TASK_TITLE_MAX,
} from "./task-limits";

export { TASK_TEXT_MAX, TASK_TITLE_MAX } from "./task-limits";

export const taskStatuses = ["pending", "active", "completed", "delayed", "skipped"] as const;
export const TaskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof TaskStatus>;

export const GoalType = z.enum(["main", "subtask"]);
export type GoalType = z.infer<typeof GoalType>;

/** docs/behaviour/data.md#goal-assessments Goal assessment, one per goal id. */
export const GoalAssessment = z.object({
  goalType: GoalType,
  /** 1–10000, lower = do first; 999999 = unscored */
  score: z.number().int(),
  /** the built-in engine's provisional score, kept when a model score arrives */
  basicScore: z.number().int().nullable(),
  fits: z.boolean(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string(),
  /** which engine produced `score`: "builtin" or "openai-compatible:<model>" */
  engine: z.string(),
  scoredAt: z.string(),
  /**
   * The engine's own score, present only when the person's correction or what Firstly learned
   * from their earlier corrections changed `score` (core/scoring/personal). Never stored.
   */
  engineScore: z.number().int().optional(),
  /** the learned lean applied to the engine's score (negative = moved up); absent when none */
  learnedShift: z.number().int().optional(),
});
export type GoalAssessment = z.infer<typeof GoalAssessment>;

import { weekDays } from "./week-days";
export { weekDays };
/** An IANA time zone name the runtime knows ("Europe/Berlin"), checked by Intl itself. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const Recurrence = z.object({
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM"),
  daysOfWeek: z.array(z.enum(weekDays)).min(1),
  /** where `time` is read (the person's zone when they scheduled); UTC when absent */
  timeZone: z.string().max(64).refine(isTimeZone, "Unknown time zone").optional(),
});
export type Recurrence = z.infer<typeof Recurrence>;

/** An ISO date-time PostgreSQL can store and the app can reason about (years 1970–9999). */
export const StorableDateTime = z
  .string()
  .max(40)
  .refine((value) => {
    const ms = Date.parse(value);
    return Number.isFinite(ms) && ms >= 0 && ms < Date.UTC(10000, 0, 1);
  }, "Invalid date");

/**
 * A picture a client may name on a thought: an address on this app (an upload's /api/media/…, an
 * app image), never another site's, so a thought cannot be made to load a tracker or anything
 * that is not ours. Uploads themselves go through the attachments endpoint.
 */
export const OwnImageUrl = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s\\]*$/, "Images must be pictures stored in Firstly");

const BlockId = z.string().min(1).max(64);

/**
 * A paragraph of the note editor's body (docs/behaviour/data.md#inline-blocks text block: id,
 * value).
 */
export const TextBlock = z.object({
  type: z.literal("text"),
  id: BlockId,
  value: z.string().max(TASK_TEXT_MAX),
});
export type TextBlock = z.infer<typeof TextBlock>;

/**
 * A picture placed in the note editor's body (docs/behaviour/data.md#inline-blocks image block).
 * `url` is one of the thought's own pictures (imageURLs); `fileKey` names the upload it came from;
 * `posX`/`posY` are the focal point in percent (0–100, 50/50 = centre); `isBackground` shows it
 * behind the note instead.
 */
export const ImageBlock = z.object({
  type: z.literal("image"),
  id: BlockId,
  url: OwnImageUrl,
  size: z
    .number()
    .int()
    .min(IMAGE_BLOCK_SIZE_MIN, "Image size must be between 120 and 600")
    .max(IMAGE_BLOCK_SIZE_MAX, "Image size must be between 120 and 600"),
  fileKey: z.string().max(200),
  posX: z.number().min(0).max(100),
  posY: z.number().min(0).max(100),
  isBackground: z.boolean(),
});
export type ImageBlock = z.infer<typeof ImageBlock>;

export const InlineBlock = z.discriminatedUnion("type", [TextBlock, ImageBlock]);
export type InlineBlock = z.infer<typeof InlineBlock>;
export const InlineBlocks = z.array(InlineBlock).max(INLINE_BLOCKS_MAX);

/** How a person corrected a thought's rank for one goal (issue #12). */
export const rankCorrectionKinds = ["up", "down", "not_for_goal"] as const;
export const RankCorrectionKind = z.enum(rankCorrectionKinds, {
  error: "Correction must be up, down or not_for_goal",
});
export type RankCorrectionKind = z.infer<typeof RankCorrectionKind>;

export const RankCorrection = z.object({ kind: RankCorrectionKind, at: z.string() });
export type RankCorrection = z.infer<typeof RankCorrection>;

export const SetRankCorrectionInput = z.object({
  goalId: z.string().min(1, "Goal is required").max(100),
  kind: RankCorrectionKind,
});
export type SetRankCorrectionInput = z.infer<typeof SetRankCorrectionInput>;

/** A non-image file attached to a task (PDF or plain text); `url` is its GET /api/media URL. */
export const TaskFile = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type TaskFile = z.infer<typeof TaskFile>;

/** A task as the API returns it. */
export const Task = z.object({
  id: z.string(),
  title: z.string().nullable(),
  text: z.string(),
  imageURLs: z.array(z.string()),
  /** attached files that are not images, in the order added */
  files: z.array(TaskFile).default([]),
  /**
   * the note editor's body in order (docs/behaviour/data.md#inline-blocks inline array); empty for
   * a thought never opened there
   */
  inline: z.array(InlineBlock).default([]),
  status: TaskStatus,
  isPriority: z.boolean(),
  isGeneratingImage: z.boolean(),
  /**
   * the generated picture (docs/behaviour/data.md#tasks imageURL), apart from the person's own
   * images above
   */
  imageURL: z.string().nullable().default(null),
  /** image generation failed after its retry: the failure popup shows until dismissed or retried */
  imageFailed: z.boolean().default(false),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  delayEndsAt: z.string().nullable(),
  recurrence: Recurrence.nullable(),
  subtaskTags: z.array(z.string()),
  goalAssessments: z.record(z.string(), GoalAssessment),
  aiEnhanced: z.boolean(),
  aiDescription: z.string().nullable(),
  /** the person's own words when AI enhancement clarified the text; null otherwise */
  originalText: z.string().nullable(),
  /** increases on every write; clients send it back to make retries idempotent */
  version: z.number().int(),
  /** the person's rank corrections by active goal id; the scores above already include them */
  rankCorrections: z.record(z.string(), RankCorrection).default({}),
});
export type Task = z.infer<typeof Task>;

/** Create is idempotent on the client-generated id: a retry returns the same task. */
export const CreateTaskInput = z.object({
  id: z.uuid(),
  title: z.string().max(TASK_TITLE_MAX).optional(),
  text: z.string().max(TASK_TEXT_MAX),
  imageURLs: z.array(OwnImageUrl).max(IMAGES_PER_NOTE_MAX).optional(),
  inline: InlineBlocks.optional(),
  isPriority: z.boolean().optional(),
  subtaskTags: z.array(z.string()).optional(),
});
export type CreateTaskInput = z.infer<typeof CreateTaskInput>;

/**
 * Partial update. `clientUpdatedAt` (the client's edit time) makes a replayed autosave a no-op:
 * the server ignores a write older than the one it already holds.
 */
export const UpdateTaskInput = z.object({
  title: z.string().max(TASK_TITLE_MAX).nullable().optional(),
  text: z.string().max(TASK_TEXT_MAX).optional(),
  imageURLs: z.array(OwnImageUrl).max(IMAGES_PER_NOTE_MAX).optional(),
  inline: InlineBlocks.optional(),
  isPriority: z.boolean().optional(),
  subtaskTags: z.array(z.string()).optional(),
  clientUpdatedAt: StorableDateTime.optional(),
});
export type UpdateTaskInput = z.infer<typeof UpdateTaskInput>;

export const TaskAction = z.discriminatedUnion("action", [
  z.object({ action: z.literal("complete") }),
  z.object({ action: z.literal("uncomplete") }),
  z.object({ action: z.literal("delay") }),
  z.object({ action: z.literal("skip") }),
  z.object({ action: z.literal("restore") }),
  z.object({ action: z.literal("schedule"), recurrence: Recurrence.optional() }),
  z.object({ action: z.literal("unschedule") }),
]);
export type TaskAction = z.infer<typeof TaskAction>;
