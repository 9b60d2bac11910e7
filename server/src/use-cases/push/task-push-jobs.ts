import { and, eq, isNull } from "drizzle-orm";
import { taskReturnNotification } from "@firstly/core/contract/push";
import type { AppDeps } from "../../context";
import type { JobPayload } from "../../db/job-payloads";
import { userTasks } from "../../db/schema";
import { expireDelayedTasks } from "../tasks/expire-delayed-tasks";
import { sendToPerson } from "../../push/send-to-person";

/** A reminder that could not be delivered within a day is no longer worth showing. */
const REMINDER_TTL_SECONDS = 24 * 60 * 60;

/** A push service hiccup (no answer, 429, 5xx) is retried by the job queue; a refusal is not. */
export class PushRetryableError extends Error {
  override readonly name = "PushRetryableError";
  constructor(readonly code: string) {
    super(code);
  }
}

/** The `task-due` job: brings the task back at its delay's end, if it is still delayed. */
export async function runTaskDueJob(
  deps: Pick<AppDeps, "db" | "notifier" | "now">,
  userId: string,
  { taskId }: JobPayload<"task-due">,
) {
  const returned = await deps.db.transaction((tx) =>
    expireDelayedTasks(tx, userId, deps.now(), [taskId]),
  );
  if (returned.length > 0) deps.notifier.publish(userId, { kind: "tasks", ids: returned });
}

/** The `push-task-back` job: the reminder that a thought is back, if it is still open. */
export async function runTaskBackPushJob(
  deps: Pick<AppDeps, "db" | "push" | "notifier">,
  userId: string,
  { taskId }: JobPayload<"push-task-back">,
) {
  const [task] = await deps.db
    .select({
      id: userTasks.id,
      title: userTasks.title,
      text: userTasks.text,
      status: userTasks.status,
      recurrence: userTasks.recurrence,
    })
    .from(userTasks)
    .where(
      and(
        eq(userTasks.id, taskId),
        eq(userTasks.userId, userId),
        isNull(userTasks.deletedAt),
        isNull(userTasks.delayEndsAt),
      ),
    );
  // completed, re-delayed or deleted since it came back: nothing to remind of
  if (!task || (task.status !== "pending" && task.status !== "active")) return;
  const result = await sendToPerson(
    deps,
    userId,
    taskReturnNotification({ ...task, isScheduled: task.recurrence !== null }),
    { ttlSeconds: REMINDER_TTL_SECONDS },
  );
  if (
    result.kind === "failed" &&
    (result.status === null || result.status === 429 || result.status >= 500)
  )
    throw new PushRetryableError(`push_${result.status ?? "unreachable"}`);
}
