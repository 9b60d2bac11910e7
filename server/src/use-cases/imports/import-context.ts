import { and, eq, isNull } from "drizzle-orm";
import { readImport, type ReadImport } from "@firstly/core/import/detect";
import { dedupeKey, IMPORT_LIMITS, importMessages } from "@firstly/core/import/plan";
import type { ImportFormat } from "@firstly/core/contract/import";
import { ImportFileError } from "@firstly/core/import/types";
import type { SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import { userGoals, userTasks } from "../../db/schema";
import { AppError } from "../../errors/app-error";

/** Guests are offered sign-up first (decision 0021): an import is moving in, and needs an account. */
export function assertCanImport(user: SessionUser) {
  if (user.isGuest) throw new AppError("FORBIDDEN", importMessages.guest);
}

/** The file's bytes as parsed rows; a file that cannot be read whole is a 400 with its sentence. */
export function readImportBytes(
  bytes: Uint8Array,
  format: ImportFormat | null,
  now: Date,
): ReadImport {
  if (bytes.byteLength > IMPORT_LIMITS.maxBytes)
    throw new AppError("PAYLOAD_TOO_LARGE", importMessages.tooLarge);
  try {
    return readImport(bytes, { format, now });
  } catch (error) {
    if (error instanceof ImportFileError) throw new AppError("VALIDATION", error.message);
    throw error;
  }
}

/** What the person already has, for finding duplicates and goals that exist. */
export async function loadImportContext(db: Db, userId: string, now: Date) {
  const tasks = await db
    .select({ title: userTasks.title, text: userTasks.text })
    .from(userTasks)
    .where(and(eq(userTasks.userId, userId), isNull(userTasks.deletedAt)));
  const goals = await db
    .select({ name: userGoals.name, type: userGoals.type, status: userGoals.status })
    .from(userGoals)
    .where(and(eq(userGoals.userId, userId), isNull(userGoals.deletedAt)));
  const active = goals.filter((g) => g.status === "active");
  return {
    existingKeys: new Set(tasks.map((t) => dedupeKey(t.title, t.text))),
    existingGoalNames: new Set(active.map((g) => g.name)),
    hasActiveMainGoal: active.some((g) => g.type === "main"),
    now,
  };
}
