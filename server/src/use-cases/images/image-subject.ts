import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { ImageTarget } from "@firstly/core/contract/image";
import type { ArtworkStyle } from "@firstly/core/images/artwork";
import { taskPromptText } from "@firstly/core/ai/prompt-data";
import type { Db } from "../../db/open-database";
import type { GoalRow, TaskRow } from "../../db/mappers";
import { userGoals, userTasks } from "../../db/schema";

/** A task or goal whose picture is made, with the text and style the picture is made from. */
export type ImageSubject =
  | { target: "task"; row: TaskRow; text: string; style: ArtworkStyle }
  | { target: "goal"; row: GoalRow; text: string; style: ArtworkStyle };

/** Loads a live task or goal of this user (null when missing, deleted or not theirs). */
export async function loadImageSubject(
  db: Db,
  userId: string,
  target: ImageTarget,
  id: string,
): Promise<ImageSubject | null> {
  if (target === "task") {
    const [row] = await db
      .select()
      .from(userTasks)
      .where(and(eq(userTasks.id, id), eq(userTasks.userId, userId), isNull(userTasks.deletedAt)));
    return row ? { target, row, text: taskPromptText(row), style: "scene" } : null;
  }
  const [row] = await db
    .select()
    .from(userGoals)
    .where(and(eq(userGoals.id, id), eq(userGoals.userId, userId), isNull(userGoals.deletedAt)));
  if (!row) return null;
  // docs/behaviour/limits.md#images: the main goal's picture is a golden sigil; subtasks get scenes
  // like tasks
  return {
    target,
    row,
    text: row.description,
    style: row.type === "main" ? "golden-sigil" : "scene",
  };
}

/** The fields that say where a picture stands, for tasks and goals alike. */
export type ImageState = {
  imageUrl?: string | null;
  isGeneratingImage: boolean;
  imageFailedAt: Date | null;
};

/** What a saved picture state left: for a task, the row as written and its version (`xmin`). */
export interface SavedImageState {
  task: { row: TaskRow; rowVersion: string } | null;
}

/**
 * Writes the picture's state; null when nothing was written. With `isTextGuarded` the write only
 * lands while the text is still the one the picture was made from: a late result for an edited
 * subtask never overwrites the reset (the edit queued a picture of its own).
 */
export async function saveImageState(
  db: Db,
  subject: ImageSubject,
  state: ImageState,
  options: { now: Date; isTextGuarded?: boolean },
): Promise<SavedImageState | null> {
  const { now, isTextGuarded = false } = options;
  if (subject.target === "task") {
    const { row } = subject;
    const rows = await db
      .update(userTasks)
      .set({ ...state, updatedAt: now, version: sql`${userTasks.version} + 1` })
      .where(
        and(
          eq(userTasks.id, row.id),
          eq(userTasks.userId, row.userId),
          isTextGuarded ? eq(userTasks.text, row.text) : undefined,
          isTextGuarded
            ? row.title === null
              ? isNull(userTasks.title)
              : eq(userTasks.title, row.title)
            : undefined,
        ),
      )
      .returning({ ...getTableColumns(userTasks), rowVersion: sql<string>`xmin::text` });
    const [written] = rows;
    if (!written) return null;
    const { rowVersion, ...taskRow } = written;
    return { task: { row: taskRow, rowVersion: String(rowVersion) } };
  }
  const { row } = subject;
  const rows = await db
    .update(userGoals)
    .set({ ...state, updatedAt: now })
    .where(
      and(
        eq(userGoals.id, row.id),
        eq(userGoals.userId, row.userId),
        isTextGuarded ? eq(userGoals.description, row.description) : undefined,
      ),
    )
    .returning({ id: userGoals.id });
  return rows.length > 0 ? { task: null } : null;
}
