import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { RankCorrection } from "@firstly/core/contract/task";
import { goalName } from "@firstly/core/domain/goal-name";
import { planImport, taskFields } from "@firstly/core/import/plan";
import type { ParsedImport } from "@firstly/core/import/types";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/open-database";
import { inPersonTransaction } from "../../db/person-lock";
import { imports, userGoals, userSettings, userTasks } from "../../db/schema";
import { safeErrorFields } from "../../errors/safe-error";
import { ensureSettings } from "../settings/ensure-settings";
import { loadImportContext } from "./import-context";
import { findOwnedImport } from "./present-import";
import type { JobPayload } from "../../db/job-payloads";

/** Thoughts inserted per statement, and scored per transaction (progress is saved after each). */
const INSERT_CHUNK = 500;
export const SCORE_CHUNK = 250;

export const importFailedMessage =
  "The import failed part-way and nothing was kept. Please try again.";

type Deps = Pick<AppDeps, "db" | "notifier" | "scorer" | "now" | "log">;

/**
 * The `import` job. First everything is written in one transaction (goals, thoughts, the ids it
 * created), re-checking duplicates against the list as it is now, so a failure leaves nothing
 * behind and a second run of the same file creates nothing. Then the new thoughts are scored
 * against the active goals in chunks, saving progress after each, and the import is done.
 */
export async function runImportJob(
  deps: Deps,
  userId: string,
  { importId }: JobPayload<"import">,
): Promise<void> {
  let record = await findOwnedImport(deps.db, userId, importId).catch(() => null);
  if (!record) return;
  if (record.status === "queued" || record.status === "writing") {
    try {
      await writeImport(deps, userId, importId);
    } catch (error) {
      deps.log.warn("import.failed", { importId, ...safeErrorFields(error) });
      await deps.db
        .update(imports)
        .set({
          status: "failed",
          message: importFailedMessage,
          parsed: null,
          finishedAt: deps.now(),
        })
        .where(eq(imports.id, importId));
      return;
    }
    record = await findOwnedImport(deps.db, userId, importId);
    deps.notifier.publish(userId, { kind: "tasks", ids: record.createdTaskIds });
    if (record.createdGoalIds.length > 0)
      deps.notifier.publish(userId, { kind: "goals", ids: record.createdGoalIds });
  }
  if (record.status !== "scoring") return;
  await scoreImport(
    deps,
    userId,
    record.id,
    record.createdTaskIds,
    record.createdGoalIds,
    record.scored,
  );
}

async function writeImport(deps: Deps, userId: string, importId: string) {
  const now = deps.now();
  await inPersonTransaction(deps.db, userId, async (tx) => {
    const record = await findOwnedImport(tx, userId, importId);
    if (record.status !== "queued" && record.status !== "writing") return;
    const parsed = record.parsed as unknown as ParsedImport | null;
    if (!parsed) throw new Error("import has nothing to write");
    const plan = planImport(parsed, await loadImportContext(tx, userId, now));
    const goalIds = new Map<string, string>();
    const createdGoalIds: string[] = [];
    for (const g of plan.goals) {
      const id = randomUUID();
      goalIds.set(g.sourceId, id);
      createdGoalIds.push(id);
      await tx.insert(userGoals).values({
        id,
        userId,
        name: goalName(g.description || g.name),
        description: g.description || g.name,
        type: g.type,
        status: g.status,
        completedAt: g.completedAt ? new Date(g.completedAt) : null,
        authenticated: true,
        createdAt: now,
        updatedAt: now,
      });
      if (g.type === "main" && g.status === "active")
        await pointSettingsAt(tx, userId, g.description, now);
    }
    const projectGoal = new Map<string, string>();
    if (record.projectsAsGoals) {
      for (const name of plan.projects) {
        const id = randomUUID();
        projectGoal.set(name, id);
        createdGoalIds.push(id);
        await tx.insert(userGoals).values({
          id,
          userId,
          name: goalName(name),
          description: name,
          type: "subtask",
          status: "active",
          authenticated: true,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    const createdTaskIds: string[] = [];
    const values = plan.create.map((item, index) => {
      const fields = taskFields(item, now);
      const id = randomUUID();
      createdTaskIds.push(id);
      const corrections: Record<string, RankCorrection> = {};
      for (const [sourceGoal, c] of Object.entries(item.rankCorrections ?? {})) {
        const target = goalIds.get(sourceGoal);
        if (target) corrections[target] = c;
      }
      const tags = (item.subtaskGoalIds ?? []).map((t) => goalIds.get(t) ?? t);
      const project = item.project ? projectGoal.get(item.project.trim()) : undefined;
      if (project) tags.push(project);
      // file order is kept as creation order (one millisecond apart), so "recent" sorts read it
      const createdAt = new Date(now.getTime() - (plan.create.length - index));
      return {
        id,
        userId,
        title: item.title,
        text: item.text,
        status: fields.status,
        isPriority: item.isPriority,
        completedAt: fields.completedAt ? new Date(fields.completedAt) : null,
        delayEndsAt: fields.delayEndsAt ? new Date(fields.delayEndsAt) : null,
        recurrence: fields.recurrence,
        subtaskTags: tags,
        rankCorrections: corrections,
        authenticated: true,
        createdAt,
        updatedAt: now,
      };
    });
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      await tx.insert(userTasks).values(values.slice(i, i + INSERT_CHUNK));
    }
    const skipped = plan.rows.filter((r) => r.action === "skip").length;
    const errors = plan.rows.filter((r) => r.action === "error").length;
    await tx
      .update(imports)
      .set({
        status: "scoring",
        parsed: null,
        total: createdTaskIds.length + createdGoalIds.length,
        createdTaskIds,
        createdGoalIds,
        skipped,
        errors,
        scored: 0,
      })
      .where(eq(imports.id, importId));
  });
}

async function pointSettingsAt(tx: Db, userId: string, description: string, now: Date) {
  await ensureSettings(tx, { id: userId, email: null, name: null, isGuest: false });
  await tx
    .update(userSettings)
    .set({ mainGoal: description, updatedAt: now })
    .where(eq(userSettings.userId, userId));
}

async function scoreImport(
  deps: Deps,
  userId: string,
  importId: string,
  taskIds: string[],
  goalIds: string[],
  from: number,
) {
  for (let i = from; i < taskIds.length; i += SCORE_CHUNK) {
    const chunk = taskIds.slice(i, i + SCORE_CHUNK);
    const scored = Math.min(taskIds.length, i + SCORE_CHUNK);
    await inPersonTransaction(deps.db, userId, async (tx) => {
      await deps.scorer.scoreNow(tx, userId, { taskIds: chunk });
      await tx
        .update(imports)
        .set({ scored })
        .where(and(eq(imports.id, importId), eq(imports.status, "scoring")));
    });
  }
  await inPersonTransaction(deps.db, userId, async (tx) => {
    // goals the import created are scored against everything already in the list too
    if (goalIds.length > 0) await deps.scorer.scoreNow(tx, userId, { goalIds });
    await tx
      .update(imports)
      .set({ status: "done", scored: taskIds.length, finishedAt: deps.now() })
      .where(and(eq(imports.id, importId), eq(imports.status, "scoring")));
  });
  deps.notifier.publish(userId, { kind: "scores", ids: taskIds });
}
