import type { ImportFormatChoice, ImportPreview } from "@firstly/core/contract/import";
import { IMPORT_LIMITS, importMessages, planImport } from "@firstly/core/import/plan";
import { IMPORT_FORMAT_LABELS } from "@firstly/core/contract/import";
import type { AppDeps, SessionUser } from "../../context";
import { assertCanImport, loadImportContext, readImportBytes } from "./import-context";

/**
 * POST /api/imports/preview: reads the file and says, per row, what an import would do (create,
 * skip with the reason, error with the row number and reason), with totals and what each column
 * becomes. Nothing is written.
 */
export async function previewImport({
  deps,
  user,
  bytes,
  format,
}: {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
  bytes: Uint8Array;
  format: ImportFormatChoice;
}): Promise<ImportPreview> {
  assertCanImport(user);
  const now = deps.now();
  const read = readImportBytes(bytes, format === "auto" ? null : format, now);
  const plan = planImport(read.parsed, await loadImportContext(deps.db, user.id, now));
  return {
    format: read.parsed.format,
    formatLabel: IMPORT_FORMAT_LABELS[read.parsed.format],
    detectedFormat: read.detected,
    encoding: read.encoding,
    totals: plan.totals,
    rows: plan.rows,
    columns: read.parsed.columns,
    projects: plan.projects,
    blocked: blockedReason(plan.create.length, plan.goals.length),
    limits: IMPORT_LIMITS,
  };
}

/** Why an import of this plan is refused, or null. */
export function blockedReason(thoughts: number, goals: number): string | null {
  if (thoughts > IMPORT_LIMITS.maxItems) return importMessages.tooMany(thoughts);
  if (thoughts + goals === 0) return importMessages.nothing;
  return null;
}
