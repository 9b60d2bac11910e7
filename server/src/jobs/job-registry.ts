import type { z } from "zod";
import type { AppDeps } from "../context";
import { runTaskBackPushJob, runTaskDueJob } from "../use-cases/push/task-push-jobs";
import { runImageJob } from "../use-cases/images/run-image-job";
import { runImportJob } from "../use-cases/imports/run-import-job";
import { runClarifyJob } from "../use-cases/tasks/enhance-task";
import { JOB_PAYLOADS, isJobKind, type JobKind, type JobPayload } from "../db/job-payloads";

type JobHandler<K extends JobKind> = (
  deps: AppDeps,
  userId: string,
  payload: JobPayload<K>,
) => Promise<void>;

/**
 * What the worker runs for each kind. Every kind of db/job-payloads.ts must have its handler here
 * (the type says so); to add a background job, add its payload schema there and its handler here.
 */
const JOB_HANDLERS: { [K in JobKind]: JobHandler<K> } = {
  rescore: (deps, userId, payload) => deps.scorer.runRescore(userId, payload),
  "clarify-task": runClarifyJob,
  "task-due": runTaskDueJob,
  "push-task-back": runTaskBackPushJob,
  "generate-image": runImageJob,
  import: runImportJob,
};

/** A job row read back: ready to run, or the reason it never can (kept, marked failed). */
export type ReadJob =
  | { kind: JobKind; payload: unknown; run: (deps: AppDeps, userId: string) => Promise<void> }
  | { error: string };

/**
 * Reads a claimed row through the registry. An unknown kind or a payload its schema refuses is an
 * error the worker records on the row; the reason names the kind and the fields that failed,
 * never their values (a payload may hold what a person wrote).
 */
export function readJob(kind: string, payload: unknown): ReadJob {
  if (!isJobKind(kind)) return { error: "unknown_kind" };
  const parsed = (JOB_PAYLOADS[kind] as z.ZodType).safeParse(payload);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join(".") || "payload"}:${i.code}`);
    return { error: `invalid_payload ${fields.join(" ")}`.slice(0, 500) };
  }
  const handler = JOB_HANDLERS[kind] as JobHandler<JobKind>;
  return {
    kind,
    payload: parsed.data,
    run: (deps, userId) => handler(deps, userId, parsed.data as never),
  };
}
