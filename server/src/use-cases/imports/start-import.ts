import { createHash, randomUUID } from "node:crypto";
import { and, count, eq, gt, inArray } from "drizzle-orm";
import type { ImportFormatChoice, ImportRecord } from "@firstly/core/contract/import";
import { IMPORT_LIMITS, importMessages, planImport } from "@firstly/core/import/plan";
import type { AppDeps, SessionUser } from "../../context";
import { inPersonTransaction } from "../../db/person-lock";
import { imports } from "../../db/schema";
import { enqueue } from "../../db/enqueue-job";
import { AppError } from "../../errors/app-error";
import { assertCanImport, loadImportContext, readImportBytes } from "./import-context";
import { blockedReason } from "./preview-import";
import { presentImport } from "./present-import";

const DAY_MS = 86_400_000;

/**
 * POST /api/imports: the same reading as the preview, then an `imports` row and an `import` job in
 * one transaction; the job writes everything in one transaction and scores it in the background.
 * The same file (and options) started again while it runs answers with the running import, and
 * once written, a second import finds every row already in the list and creates nothing.
 */
export async function startImport({
  deps,
  user,
  bytes,
  format,
  projectsAsGoals,
  fileName,
}: {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
  bytes: Uint8Array;
  format: ImportFormatChoice;
  projectsAsGoals: boolean;
  fileName: string | null;
}): Promise<ImportRecord> {
  assertCanImport(user);
  const now = deps.now();
  const read = readImportBytes(bytes, format === "auto" ? null : format, now);
  const fileHash = createHash("sha256")
    .update(bytes)
    .update(`\u0000${read.parsed.format}\u0000${projectsAsGoals}`)
    .digest("hex");
  const row = await inPersonTransaction(deps.db, user.id, async (tx) => {
    const [running] = await tx
      .select()
      .from(imports)
      .where(
        and(
          eq(imports.userId, user.id),
          eq(imports.fileHash, fileHash),
          inArray(imports.status, ["queued", "writing", "scoring"]),
        ),
      );
    if (running) return running;
    const plan = planImport(read.parsed, await loadImportContext(tx, user.id, now));
    const blocked = blockedReason(plan.create.length, plan.goals.length);
    if (blocked) throw new AppError("VALIDATION", blocked);
    const [recent] = await tx
      .select({ n: count() })
      .from(imports)
      .where(
        and(eq(imports.userId, user.id), gt(imports.createdAt, new Date(now.getTime() - DAY_MS))),
      );
    if ((recent?.n ?? 0) >= IMPORT_LIMITS.perDay)
      throw new AppError("RATE_LIMITED", importMessages.perDay);
    const id = randomUUID();
    const [inserted] = await tx
      .insert(imports)
      .values({
        id,
        userId: user.id,
        format: read.parsed.format,
        fileName: fileName?.trim().slice(0, 200) || null,
        fileHash,
        status: "queued",
        parsed: read.parsed as unknown as Record<string, unknown>,
        projectsAsGoals,
        total: plan.create.length + plan.goals.length,
        createdAt: now,
      })
      .returning();
    await enqueue(tx, "import", user.id, { importId: id });
    return inserted;
  });
  if (!row) throw new AppError("INTERNAL");
  return presentImport(row);
}
