import { and, eq } from "drizzle-orm";
import type { ImportRecord } from "@firstly/core/contract/import";
import type { ImportFormat } from "@firstly/core/contract/import";
import type { Db } from "../../db/open-database";
import { imports } from "../../db/schema";
import { AppError } from "../../errors/app-error";

export type ImportRow = typeof imports.$inferSelect;

export function presentImport(row: ImportRow): ImportRecord {
  return {
    id: row.id,
    format: row.format as ImportFormat,
    fileName: row.fileName,
    status: row.status,
    total: row.total,
    created: row.createdTaskIds.length,
    goalsCreated: row.createdGoalIds.length,
    skipped: row.skipped,
    errors: row.errors,
    scored: row.scored,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** The person's own import, or 404 (someone else's id is simply not found). */
export async function findOwnedImport(db: Db, userId: string, id: string): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}
