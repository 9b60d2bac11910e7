import { createHash } from "node:crypto";
import type { Learner } from "@firstly/core/scoring/personal/learned-shift";
import type { Db } from "../db/open-database";
import { rawSql, type SqlText } from "../db/literal-sql";
import { loadTeaching, teachingRowsSql } from "./personal-learner";
import { KeptPerDatabase } from "../db/kept-per-database";

/**
 * Each person's learner (decision 0012), kept while the thoughts that teach it are the very same
 * row versions. A write that presents one thought asks for the fingerprint of that set in its own
 * statement (`teachingFingerprintSql`: the ids and `xmin` of the rows loadTeaching would read);
 * the learner is built again only when it differs. Nothing has to clear this cache: any change to
 * a teaching row, from any path or instance, gives the row a new `xmin`, and a row that starts or
 * stops teaching, or is deleted, changes the set.
 */
interface Kept {
  fingerprint: string;
  learner: Learner;
}

const keptLearners = new KeptPerDatabase<Kept>({ max: 1_000 });

/**
 * A scalar subquery: the fingerprint of this person's teaching rows as they are now. `userId` is
 * the id, or the `$n` parameter that carries it in a prepared statement (`rawSql("$1::text")`).
 */
export function teachingFingerprintSql(userId: string | SqlText): SqlText {
  return rawSql(`(select md5(coalesce(string_agg(s.id || ':' || s.row_version, ',' order by s.id collate "C"), ''))
     from (${teachingRowsSql(userId)}) s)`);
}

/** The same fingerprint, from rows loaded here (ids in byte order, as `collate "C"` sorts them). */
function fingerprintOf(versions: readonly { id: string; rowVersion: string }[]): string {
  const sorted = [...versions].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const text = sorted.map((v) => `${v.id}:${v.rowVersion}`).join(",");
  return createHash("md5").update(text, "utf8").digest("hex");
}

/**
 * The person's learner: the kept one when `fingerprint` (read by the caller's statement) is the
 * one it was built from, else loaded now (one statement) and kept under the fingerprint of the
 * rows it was built from. With no fingerprint it is always loaded.
 */
export async function learnerFor(
  db: Db,
  userId: string,
  fingerprint: string | null,
): Promise<Learner> {
  const hit = keptLearners.get(db, userId);
  if (hit && fingerprint !== null && hit.fingerprint === fingerprint) return hit.learner;
  return keepLearner(db, userId, await loadTeaching(db, userId));
}

/**
 * Keep a learner built from the person's teaching rows as they are now (read by the caller, in
 * the statement after its write: a complete), under the fingerprint of those rows.
 */
export function keepLearner(
  db: Db,
  userId: string,
  { learner, versions }: { learner: Learner; versions: { id: string; rowVersion: string }[] },
): Learner {
  keptLearners.set(db, userId, { fingerprint: fingerprintOf(versions), learner });
  return learner;
}
