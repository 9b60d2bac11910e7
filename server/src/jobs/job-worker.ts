import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import { jobs } from "../db/schema";
import { MAINTENANCE_SWEEP_MS, runMaintenanceSweep } from "./maintenance-sweep";
import { safeErrorFields } from "../errors/safe-error";
import type { JobKind } from "../db/job-payloads";
import { readJob } from "./job-registry";
import { PICTURE_GAP_WHEN_BUSY_MS, QUIET_MS } from "./server-load";
import { settleWaiting } from "../use-cases/tasks/settle-scores";

const POLL_MS = 250;
const LOCK_SECONDS = 120;
const MAX_ATTEMPTS = 5;

type JobRow = {
  id: number;
  kind: string;
  user_id: string;
  payload: unknown;
  attempts: number;
};

/** the slowest kind: waits behind every other due job */
const IMAGE_KIND: JobKind = "generate-image";

/**
 * Runs background jobs from the `jobs` table through the registry (job-registry.ts). Claiming uses
 * FOR UPDATE SKIP LOCKED plus a lease (`locked_until`), so N instances share the queue and a
 * crashed instance's job is retried. Failures are logged and retried with backoff; they never
 * reach the user. A row no handler can read (unknown kind, payload its schema refuses) is not
 * deleted: it is marked failed (`failed_at`, `last_error`), logged as an error, and never claimed
 * again. Pictures (the slowest kind, and one for every new thought, goal and subtask) wait behind
 * any other due job, so scoring, clarifying and reminders are never queued behind artwork, and
 * they wait for a quiet moment in people's requests (`deps.load`): while requests keep coming, one
 * picture is drawn at most every `PICTURE_GAP_WHEN_BUSY_MS`, so a busy server spends its CPU on
 * people first and no picture waits forever (decision 0020).
 */
export function startJobWorker(deps: AppDeps) {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function claim(pictures: boolean): Promise<JobRow | null> {
    const result = await deps.db.execute<JobRow>(sql`
      update jobs set locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), attempts = attempts + 1
       where id = (select id from jobs
                    where run_at <= now() and (locked_until is null or locked_until < now())
                      and failed_at is null and (${pictures}::boolean or kind <> ${IMAGE_KIND})
                    order by (kind = ${IMAGE_KIND}), run_at, id limit 1 for update skip locked)
      returning id, kind, user_id, payload, attempts`);
    const rows = (result as { rows?: JobRow[] }).rows ?? (result as JobRow[]);
    return rows[0] ?? null;
  }

  async function markFailed(job: JobRow, reason: string) {
    deps.log.error("job.unreadable", { id: job.id, kind: job.kind.slice(0, 60), reason });
    await deps.db.execute(sql`
      update jobs set failed_at = now(), locked_until = null, last_error = ${reason}
       where id = ${job.id}`);
  }

  async function runOne(job: JobRow) {
    const read = readJob(job.kind, job.payload);
    if ("error" in read) {
      // if even this write fails, the lease runs out and the row is read (and refused) again
      await markFailed(job, read.error).catch((error: unknown) =>
        deps.log.warn("job.mark_failed_failed", { id: job.id, ...safeErrorFields(error) }),
      );
      return;
    }
    try {
      await read.run(deps, job.user_id);
      await deps.db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (error) {
      deps.log.warn("job.failed", {
        id: job.id,
        kind: job.kind,
        attempts: job.attempts,
        ...safeErrorFields(error),
      });
      if (job.attempts >= MAX_ATTEMPTS) {
        deps.log.error("job.gave_up", { id: job.id, kind: job.kind });
        await deps.db.delete(jobs).where(eq(jobs.id, job.id));
        return;
      }
      const backoffS = 2 ** job.attempts * 5;
      await deps.db.execute(sql`
        update jobs set locked_until = null, last_error = ${JSON.stringify(safeErrorFields(error)).slice(0, 500)},
               run_at = now() + make_interval(secs => ${backoffS}) where id = ${job.id}`);
    }
  }

  let lastPictureAt = Number.NEGATIVE_INFINITY;
  let lastLookAt = Number.NEGATIVE_INFINITY;
  /** a picture was drawn last time pictures were allowed: more may be waiting for a quiet moment */
  let picturesWaiting = false;
  async function loop() {
    while (!stopped) {
      const at = performance.now();
      const pictures = !deps.load.isBusy(at) || at - lastPictureAt >= PICTURE_GAP_WHEN_BUSY_MS;
      // while pictures wait for a quiet moment, the other kinds are still looked for every POLL_MS
      if (pictures || at - lastLookAt >= POLL_MS) {
        lastLookAt = at;
        let job: JobRow | null = null;
        try {
          job = await claim(pictures);
        } catch (error) {
          deps.log.warn("job.claim_failed", safeErrorFields(error));
        }
        if (job) {
          if (job.kind === IMAGE_KIND) {
            lastPictureAt = performance.now();
            picturesWaiting = true;
          }
          running = runOne(job);
          await running;
          // PGlite answers in microtasks: yield so requests and timers are never starved by a busy queue
          await new Promise((r) => setImmediate(r));
          continue;
        }
        if (pictures) picturesWaiting = false;
      }
      await new Promise((r) => setTimeout(r, picturesWaiting ? QUIET_MS : POLL_MS));
    }
  }
  const done = loop();
  // what reads present (ended delays, orphan scores) is saved here, never by a GET
  const sweep = async () => {
    try {
      await runMaintenanceSweep(deps);
    } catch (error) {
      deps.log.warn("maintenance.failed", safeErrorFields(error));
    }
  };
  void sweep();
  const sweepTimer = setInterval(() => void sweep(), MAINTENANCE_SWEEP_MS);
  sweepTimer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(sweepTimer);
      await running;
      await done;
      // thoughts whose scores wait for their text to rest are scored before the database closes
      await settleWaiting(deps);
    },
  };
}
