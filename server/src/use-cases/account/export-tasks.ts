import { and, asc, eq, isNull } from "drizzle-orm";
import {
  EXPORT_CONTENT_TYPES,
  exportFileName,
  exportMessages,
  hasContent,
  tasksToCsv,
  tasksToJson,
  tasksToTxt,
  type ExportFormat,
  type ExportGoal,
  type ExportTask,
} from "@firstly/core/export/task-export";
import { tierForScore, tierLabel } from "@firstly/core/scoring/tiers";
import type { AppDeps, SessionUser } from "../../context";
import { userGoals, userTasks } from "../../db/schema";
import type { Db } from "../../db/open-database";
import { AppError } from "../../errors/app-error";
import { learnerFromRows } from "../../scoring/personal-learner";
import { activeGoalIds } from "../goals/active-goal-ids";
import { presentTask } from "../tasks/present-task";

/**
 * Scores at or above this mean "not scored" (docs/behaviour/states.md#scoring-and-rescoring:
 * 999999).
 */
const UNSCORED_FROM = 10_001;

export interface ExportedFile {
  name: string;
  contentType: string;
  body: string;
}

/**
 * GET /api/export?format=json|csv|txt (docs/behaviour/settings.md#export 'Export all notes'): every
 * note of the signed-in person that has content, oldest first, with its best score against their
 * active goals. Guests cannot export (docs/behaviour/validation.md#export); no notes, or none with
 * content, answer with the docs/behaviour/messages.md texts.
 */
export async function exportTasks({
  deps,
  user,
  format,
}: {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
  format: ExportFormat;
}): Promise<ExportedFile> {
  if (user.isGuest) throw new AppError("FORBIDDEN", "Sign in to export your notes");
  const rows = await deps.db
    .select()
    .from(userTasks)
    .where(and(eq(userTasks.userId, user.id), isNull(userTasks.deletedAt)))
    .orderBy(asc(userTasks.createdAt), asc(userTasks.id));
  if (rows.length === 0) throw new AppError("NOT_FOUND", exportMessages.nothingToExport);
  const active = await activeGoalIds(deps.db, user.id);
  // the scores the person sees: their rank corrections and what was learned applied (issue #12)
  const learner = learnerFromRows([...rows].reverse());
  const at = deps.now();
  const notes: ExportTask[] = rows
    .map((t) => {
      const { goalAssessments } = presentTask(t, at, active, learner);
      const scores = Object.entries(goalAssessments)
        .filter(([goalId]) => active.has(goalId))
        .map(([, a]) => a.score)
        .filter((s) => s < UNSCORED_FROM);
      const best = scores.length > 0 ? Math.min(...scores) : null;
      return {
        title: t.title,
        content: t.text,
        created: t.createdAt.toISOString(),
        updated: t.updatedAt.toISOString(),
        goalScore: best,
        visualTier: best === null ? "Unscored" : tierLabel(tierForScore(best)),
        status: t.status === "skipped" ? "archived" : t.status,
        ...(format === "json"
          ? {
              id: t.id,
              completedAt: t.completedAt?.toISOString() ?? null,
              delayEndsAt: t.delayEndsAt?.toISOString() ?? null,
              recurrence: t.recurrence,
              isPriority: t.isPriority,
              subtaskTags: t.subtaskTags,
              rankCorrections: t.rankCorrections,
            }
          : {}),
      };
    })
    .filter(hasContent);
  if (notes.length === 0) throw new AppError("NOT_FOUND", exportMessages.noContent);
  const now = deps.now();
  const stamp = now.toISOString();
  const body =
    format === "csv"
      ? tasksToCsv(notes)
      : format === "json"
        ? tasksToJson(notes, stamp, await exportGoals(deps.db, user.id))
        : tasksToTxt(notes, stamp);
  return { name: exportFileName(format, now), contentType: EXPORT_CONTENT_TYPES[format], body };
}

/** The person's goals for the JSON export (version 2): what an import elsewhere recreates. */
async function exportGoals(db: Db, userId: string): Promise<ExportGoal[]> {
  const rows = await db
    .select()
    .from(userGoals)
    .where(and(eq(userGoals.userId, userId), isNull(userGoals.deletedAt)))
    .orderBy(asc(userGoals.createdAt), asc(userGoals.id));
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    type: g.type,
    status: g.status,
    completedAt: g.completedAt?.toISOString() ?? null,
  }));
}
