import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/open-database";
import type { TaskRow } from "../../db/mappers";
import { userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";

/** A live (not deleted) task of this user, or 404: another user's id looks like a missing one. */
export async function findOwnedTask(db: Db, userId: string, taskId: string): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(userTasks)
    .where(
      and(eq(userTasks.id, taskId), eq(userTasks.userId, userId), isNull(userTasks.deletedAt)),
    );
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}
