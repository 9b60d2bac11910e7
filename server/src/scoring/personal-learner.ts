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

/** The learner for a person whose live tasks are already loaded (newest first), e.g. the list. */
export function learnerFromRows(rows: readonly TaskRow[]): Learner {
  return createLearner(learningExamples(rows.map(asSource)));
}

/**
 * The learner for one person, from the live tasks that teach something: those with a correction
 * and those completed, delayed or archived (newest first). Used where only one task is loaded.
 */
export async function loadLearner(db: Db, userId: string): Promise<Learner> {
  const rows = await db
    .select({
      id: userTasks.id,
      title: userTasks.title,
      text: userTasks.text,
      status: userTasks.status,
      rankCorrections: userTasks.rankCorrections,
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
  return createLearner(learningExamples(rows.map(asSource)));
}
