import { and, eq, sql } from "drizzle-orm";
import type { ImageTarget } from "@firstly/core/contract/image";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/open-database";
import { jobs } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { inPersonTransaction } from "../../db/person-lock";
import { loadImageSubject, saveImageState, type ImageSubject } from "./image-subject";
import { publishImage } from "./publish-image";
import { enqueue } from "../../db/enqueue-job";
import type { JobKind } from "../../db/job-payloads";

const IMAGE_KIND: JobKind = "generate-image";

/**
 * Marks the task or goal as generating and queues the picture (inside the caller's transaction).
 * A request for a subject already generating queues nothing more: the running job answers both.
 */
export async function queueImage(
  tx: Db,
  subject: ImageSubject,
  now: Date,
  options: { isForced?: boolean } = {},
): Promise<void> {
  const sameSubject = and(
    eq(jobs.kind, IMAGE_KIND),
    eq(jobs.userId, subject.row.userId),
    sql`${jobs.payload}->>'id' = ${subject.row.id}`,
  );
  if (subject.row.isGeneratingImage && !options.isForced) {
    // a marker with no job behind it (a job given up on) must not spin for ever: queue again
    const [pending] = await tx.select({ id: jobs.id }).from(jobs).where(sameSubject);
    if (pending) return;
  }
  await saveImageState(tx, subject, { isGeneratingImage: true, imageFailedAt: null }, { now });
  // an edit's new request replaces a queued one that has not started
  await tx.delete(jobs).where(and(sameSubject, sql`${jobs.lockedUntil} is null`));
  await enqueue(tx, "generate-image", subject.row.userId, {
    target: subject.target,
    id: subject.row.id,
    attempt: 1,
  });
}

/**
 * POST /api/tasks/:id/image and /api/goals/:id/image: answers at once with the subject marked
 * generating; the job worker makes the picture and every open tab hears `imageUpdated`.
 */
export async function requestImage(options: {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  userId: string;
  target: ImageTarget;
  id: string;
}): Promise<void> {
  const { deps, userId, target, id } = options;
  const now = deps.now();
  const subject = await inPersonTransaction(deps.db, userId, async (tx) => {
    const found = await loadImageSubject(tx, userId, target, id);
    if (!found) throw new AppError("NOT_FOUND");
    await queueImage(tx, found, now);
    return found;
  });
  publishImage(deps.notifier, userId, {
    target,
    noteId: id,
    imageUrl: subject.row.imageUrl,
    isGenerating: true,
    hasFailed: false,
  });
}
