import { z } from "zod";
import { ImageTarget } from "@firstly/core/contract/image";

/**
 * Every kind of background job and the payload it carries, as stored in `jobs.kind` and
 * `jobs.payload`. `enqueue` checks a payload against its schema before the row is written, and the
 * worker checks it again when it reads the row back (jobs/job-registry.ts). Renaming a kind needs a
 * migration of the rows already queued (drizzle/0019_jobs-failed-and-task-kinds.sql).
 */
export const JOB_PAYLOADS = {
  /** model (re)scoring of some tasks, some goals, or all of a person's (scorer.runRescore) */
  rescore: z.object({
    taskIds: z.array(z.string()).optional(),
    goalIds: z.array(z.string()).optional(),
  }),
  /** AI enhancement of a new thought, dropped if the task changed since (its `version`) */
  "clarify-task": z.object({ taskId: z.string(), version: z.number().int() }),
  /** runs at a delay's end, so a thought comes back on time, not at the next sweep */
  "task-due": z.object({ taskId: z.string() }),
  /** the push "a delayed thought is back" / "a scheduled thought is due" for one returned task */
  "push-task-back": z.object({ taskId: z.string() }),
  /** the picture of a task or goal; `attempt` 2 is docs/behaviour/states.md#image-generation's retry */
  "generate-image": z.object({
    target: ImageTarget,
    id: z.string(),
    attempt: z.number().int().min(1),
  }),
  /** writes an import started by POST /api/imports */
  import: z.object({ importId: z.string() }),
} as const;

export type JobKind = keyof typeof JOB_PAYLOADS;
export type JobPayload<K extends JobKind> = z.output<(typeof JOB_PAYLOADS)[K]>;

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(JOB_PAYLOADS, kind);
}
