import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/open-database";
import type { Logger } from "../logger";
import type { MediaStore } from "./media-store";
import { safeErrorFields } from "../errors/safe-error";

/**
 * How long a stored object may go unshown before its bytes are deleted. Bytes are written before
 * the row that shows them (storeMedia, then the task or goal in its own transaction), so a fresh
 * object is unreferenced for a moment; an hour covers that gap, a slow upload's retry and a tab
 * still open on the thought. An object whose owner's account is gone waits for nothing.
 */
export const MEDIA_GRACE_MS = 60 * 60 * 1000;
/** How long after one look the same object is looked at again. */
export const MEDIA_RECHECK_MS = 60 * 60 * 1000;
/** Objects looked at per sweep per instance: bounds the work of each 30 s maintenance run. */
export const MEDIA_SWEEP_BATCH = 100;

export interface MediaSweepOptions {
  graceMs?: number;
  recheckMs?: number;
  batch?: number;
}

/**
 * Something the owner can still see shows `/api/media/<key>`: a live (not soft-deleted) task's
 * generated picture, own images (inline image blocks only ever show those) or files, or a live
 * goal's picture, completed ones included (the completed drawer shows them). Only the owner's own
 * rows count: GET /api/media serves nobody else, and a deleted account keeps nothing.
 */
function isShown(alias: SQL): SQL {
  const url = sql`('/api/media/' || ${alias}.key)`;
  return sql`(
    exists (select 1 from user_tasks t
             where t.user_id = ${alias}.user_id and t.deleted_at is null
               and (t.image_url = ${url}
                    or t.image_urls @> jsonb_build_array(${url})
                    or t.files @> jsonb_build_array(jsonb_build_object('url', ${url}))))
    or exists (select 1 from user_goals g
                where g.user_id = ${alias}.user_id and g.deleted_at is null
                  and g.image_url = ${url}))`;
}

function rowsOf<T>(result: unknown): T[] {
  // PGlite and node-postgres both answer { rows }
  return (result as { rows?: T[] }).rows ?? [];
}

/**
 * Deletes the bytes of stored objects that nothing shows any more (a thought deleted, a picture
 * replaced or removed, an account deleted), in three crash-safe steps per batch:
 * 1. claim up to `batch` candidates (owner gone, or older than the grace period and not looked at
 *    within the recheck interval) by stamping `checked_at`, skipping rows another instance holds:
 *    two instances never work on the same object;
 * 2. for each claimed object still unshown: delete its bytes (a missing key is not an error);
 * 3. delete its row only if it is still unshown, so the ledger row outlives the bytes: a crash
 *    after step 2 leaves a row whose next sweep deletes nothing and then the row.
 * Objects found shown keep their new `checked_at` and are looked at again after the interval.
 */
export async function sweepUnusedMedia(
  deps: { db: Db; media: MediaStore; log: Logger; now: () => Date },
  options: MediaSweepOptions = {},
): Promise<{ deleted: number }> {
  const now = deps.now();
  const bornBefore = new Date(now.getTime() - (options.graceMs ?? MEDIA_GRACE_MS));
  const checkedBefore = new Date(now.getTime() - (options.recheckMs ?? MEDIA_RECHECK_MS));
  const claimed = rowsOf<{ key: string; unshown: boolean }>(
    await deps.db.execute(sql`
      with candidates as (
        select m.key from media_objects m
         where m.user_id is null
            or (m.created_at <= ${bornBefore.toISOString()}::timestamptz
                and (m.checked_at is null or m.checked_at <= ${checkedBefore.toISOString()}::timestamptz))
         order by m.checked_at nulls first
         limit ${options.batch ?? MEDIA_SWEEP_BATCH}
         for update skip locked)
      update media_objects as m set checked_at = ${now.toISOString()}::timestamptz
        from candidates c
       where m.key = c.key
      returning m.key as key, (m.user_id is null or not ${isShown(sql`m`)}) as unshown`),
  );
  let deleted = 0;
  for (const { key } of claimed.filter((row) => row.unshown)) {
    try {
      await deps.media.delete(key);
      const gone = rowsOf(
        await deps.db.execute(sql`
          delete from media_objects as m
           where m.key = ${key} and (m.user_id is null or not ${isShown(sql`m`)})
          returning m.key`),
      );
      deleted += gone.length;
    } catch (error) {
      // the row stays: the next look after the recheck interval tries again
      deps.log.warn("media.sweep_failed", safeErrorFields(error));
    }
  }
  if (deleted > 0) deps.log.info("media.swept", { deleted });
  return { deleted };
}
