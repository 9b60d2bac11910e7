import { and, eq } from "drizzle-orm";
import {
  buildClarifyPrompt,
  builtinDescription,
  parseClarifyReply,
} from "@firstly/core/ai/clarify";
import type { AppDeps } from "../../context";
import type { TaskRow } from "../../db/mappers";
import { userTasks } from "../../db/schema";
import { safeErrorFields } from "../../errors/safe-error";
import { inPersonTransaction } from "../../db/person-lock";
import type { JobPayload } from "../../db/job-payloads";

/**
 * Right after a new thought is saved (worked out before its insert, from what the create read),
 * docs/behaviour/README.md#what-the-product-does AI enhancement, when the person turned it on:
 * - with a model configured, a clarify job is queued in the same transaction (`clarify`; the card
 *   shows the person's words until it answers);
 * - with only the built-in engine, no rewrite — just a one-line description of what it serves,
 *   from the scores it already gave, written by the insert itself (`aiDescription`).
 */
export function newTaskEnhancement(
  deps: Pick<AppDeps, "chat">,
  isOn: boolean,
  task: Pick<TaskRow, "text" | "goalAssessments">,
  goals: readonly { id: string; name: string }[],
): { aiDescription: string | null; clarify: boolean } {
  if (!task.text.trim() || !isOn) return { aiDescription: null, clarify: false };
  if (deps.chat) return { aiDescription: null, clarify: true };
  const description = builtinDescription(
    goals.flatMap((g) => {
      const a = task.goalAssessments[g.id];
      return a ? [{ goalName: g.name, reasoning: a.reasoning, fits: a.fits, score: a.score }] : [];
    }),
  );
  return { aiDescription: description || null, clarify: false };
}

/**
 * The clarify job: the docs/behaviour/calls.md#ai-uses call (0.3, 100 tokens), the reply validated
 * by code. The clarified text replaces the card's text, the person's words move to original_text,
 * the short name becomes the title only if they gave none, and the thought is rescored. An edit
 * made while the model was answering wins (the version must be unchanged); any failure keeps their
 * words, silently.
 */
export async function runClarifyJob(
  deps: Pick<AppDeps, "db" | "chat" | "scorer" | "notifier" | "log" | "now">,
  userId: string,
  { taskId, version }: JobPayload<"clarify-task">,
): Promise<void> {
  if (!deps.chat) return;
  const [task] = await deps.db
    .select()
    .from(userTasks)
    .where(and(eq(userTasks.id, taskId), eq(userTasks.userId, userId)));
  if (!task || task.version !== version || task.deletedAt) return;
  let reply: string;
  try {
    reply = await deps.chat.complete(buildClarifyPrompt(task.text));
  } catch (error) {
    deps.log.warn("clarify.failed", { userId, taskId, ...safeErrorFields(error) });
    return;
  }
  const clarified = parseClarifyReply(reply);
  if (!clarified) {
    deps.log.warn("clarify.unreadable_reply", { userId, taskId });
    return;
  }
  const changed = await inPersonTransaction(deps.db, userId, async (tx) => {
    const rows = await tx
      .update(userTasks)
      .set({
        originalText: task.text,
        text: clarified.text,
        title: task.title ?? clarified.title,
        aiDescription: clarified.description,
        aiEnhanced: true,
        goalAssessments: {},
        version: task.version + 1,
        updatedAt: deps.now(),
      })
      .where(and(eq(userTasks.id, taskId), eq(userTasks.version, version)))
      .returning({ id: userTasks.id });
    if (rows.length === 0) return false;
    await deps.scorer.scoreNow(tx, userId, { taskIds: [taskId] });
    return true;
  });
  if (changed) deps.notifier.publish(userId, { kind: "tasks", ids: [taskId] });
}
