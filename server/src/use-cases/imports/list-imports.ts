import { desc, eq } from "drizzle-orm";
import type { ImportList, ImportRecord } from "@firstly/core/contract/import";
import type { AppDeps, SessionUser } from "../../context";
import { imports } from "../../db/schema";
import { findOwnedImport, presentImport } from "./present-import";

/** GET /api/imports: the person's imports, newest first (the last 50). */
export async function listImports({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
}): Promise<ImportList> {
  const rows = await deps.db
    .select()
    .from(imports)
    .where(eq(imports.userId, user.id))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(50);
  return { imports: rows.map(presentImport) };
}

/** GET /api/imports/:id: one import with its progress; someone else's id is 404. */
export async function getImport({
  deps,
  user,
  id,
}: {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
  id: string;
}): Promise<ImportRecord> {
  return presentImport(await findOwnedImport(deps.db, user.id, id));
}
