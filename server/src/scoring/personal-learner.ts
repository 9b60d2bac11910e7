import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { TaskStatus } from "@firstly/core/contract/task";
import {
  createLearner,
  learningExamples,
  type Learner,
  type LearningSource,
} from "@firstly/core/scoring/personal/learned-shift";
import type { Db } from "../db/open-database";
import type { TaskRow } from "../db/mappers";
import { userTasks } from "../db/schema";
import { literal, rowFromDriver, type SqlText } from "../db/literal-sql";

/** Enough rows for every correction a person is likely to make plus LEARNING.maxSignals. */
const SOURCES_MAX = 1_000;

const TEACHING_STATUSES = ["completed", "delayed", "skipped"];

const asSource = (
  row: Pick<TaskRow, "id" | "title" | "text" | "status" | "rankCorrections">,
): LearningSource => ({
  id: row.id,
  title: row.title,
  text: row.text,
  status: row.status as TaskStatus,
  rankCorrections: row.rankCorrections,
});

/** Whether this row is one the learner is built from (the same test as teachingRowsSql). */
export function teaches(row: Pick<TaskRow, "status" | "rankCorrections">): boolean {
  return TEACHING_STATUSES.includes(row.status) || Object.keys(row.rankCorrections).length > 0;
}

/** The learner for a person whose live tasks are already loaded (newest first), e.g. the list. */
export function learnerFromRows(rows: readonly TaskRow[]): Learner {
  return createLearner(learningExamples(rows.map(asSource)));
}

/** The teaching rows (at most SOURCES_MAX, newest first) as in teachingRowsSql, and their learner. */
export async function loadTeaching(db: Db, userId: string): Promise<Teaching> {
  const rows = await db
    .select({
      id: userTasks.id,
      title: userTasks.title,
      text: userTasks.text,
      status: userTasks.status,
      rankCorrections: userTasks.rankCorrections,
      // the row version (any update makes a new one): learner-cache.ts fingerprints the set
      rowVersion: sql<string>`${userTasks}.xmin::text`,
    })
    .from(userTasks)
    .where(
      and(
        eq(userTasks.userId, userId),
        isNull(userTasks.deletedAt),
        or(
          sql`${userTasks.rankCorrections} <> '{}'::jsonb`,
          inArray(userTasks.status, TEACHING_STATUSES),
        ),
      ),
    )
    .orderBy(desc(userTasks.createdAt), desc(userTasks.id))
    .limit(SOURCES_MAX);
  return teachingOf(rows);
}

/** What a learner is built from, for a statement that reads the teaching rows whole. */
export const TEACHING_SOURCE_COLUMNS =
  "tt.id, tt.title, tt.text, tt.status, tt.rank_corrections, tt.xmin::text as row_version";

/**
 * The same rows loadTeaching reads, as a subquery: by default their ids and row versions (`id`,
 * `row_version`), for a statement that carries the teaching set's fingerprint (learner-cache.ts);
 * with TEACHING_SOURCE_COLUMNS, everything a learner is built from (`teachingFromDriver`).
 */
export const teachingRowsSql = (
  userId: string | SqlText,
  columns = "tt.id, tt.xmin::text as row_version",
) => `
  select ${columns}
    from user_tasks tt
   where tt.user_id = ${literal(userId)} and tt.deleted_at is null
     and (tt.rank_corrections <> '{}'::jsonb or tt.status in (${TEACHING_STATUSES.map((s) => `'${s}'`).join(", ")}))
   order by tt.created_at desc, tt.id desc
   limit ${SOURCES_MAX}`;

/** The learner and row versions from teaching rows read with TEACHING_SOURCE_COLUMNS. */
export function teachingFromDriver(rows: readonly Record<string, unknown>[]): Teaching {
  return teachingOf(
    rows.map((raw) => ({ ...rowFromDriver(userTasks, raw), rowVersion: String(raw.row_version) })),
  );
}

type Teaching = { learner: Learner; versions: { id: string; rowVersion: string }[] };

/** The learner built from teaching rows (newest first), and their row versions. */
function teachingOf(
  rows: readonly (Parameters<typeof asSource>[0] & { rowVersion: string })[],
): Teaching {
  return {
    learner: createLearner(learningExamples(rows.map(asSource))),
    versions: rows.map((r) => ({ id: r.id, rowVersion: r.rowVersion })),
  };
}
