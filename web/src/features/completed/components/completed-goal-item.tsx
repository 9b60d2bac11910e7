import { useMemo } from "react";
import { Link } from "react-router";
import { CalendarCheck, Check, ChevronRight, Loader2, RotateCcw } from "lucide-react";
import { toast } from "../../../lib/toast";
import { messages } from "@firstly/core/contract/errors";
import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";
import { ApiError } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { useRestoreCompletedGoal } from "../api/restore-completed-goal";
import { relatedCompletedTasks } from "../related-tasks";
import { Button } from "../../../components/ui/button";
import { lazyDateFormat } from "../../../lib/date-format";

const dateFormat = lazyDateFormat({ dateStyle: "medium" });

function restoreError(error: unknown): string {
  if (error instanceof ApiError && error.code !== "INTERNAL") return error.message;
  return messages.goalSaveFailed;
}

/** One completed goal: its text, completion date, up to 3 related completed tasks and Restore. */
export function CompletedGoalItem({ goal, tasks }: { goal: Goal; tasks: Task[] | undefined }) {
  const restore = useRestoreCompletedGoal();
  const related = useMemo(() => relatedCompletedTasks(goal, tasks ?? []), [goal, tasks]);
  const isMain = goal.type === "main";
  const onRestore = () =>
    restore.mutate(goal.id, {
      onSuccess: () => toast.success(isMain ? "Goal restored" : "Subtask restored"),
    });

  return (
    <li className="rounded-2xl border border-line/80 bg-surface p-4 shadow-card">
      <Link to={paths.subtask(goal.id)} className="group flex items-start gap-2">
        <span className="min-w-0 flex-1">
          <span className="line-clamp-3 font-semibold leading-snug tracking-tight text-ink">
            {goal.description}
          </span>
          {goal.completedAt && (
            <span className="mt-1.5 inline-flex items-center gap-1.5 text-xs font-medium text-muted">
              <CalendarCheck aria-hidden className="size-3.5" />
              Completed {dateFormat.format(new Date(goal.completedAt))}
            </span>
          )}
        </span>
        <ChevronRight
          aria-hidden
          className="mt-0.5 size-4 shrink-0 text-muted transition group-hover:translate-x-0.5"
        />
      </Link>
      {related.length > 0 && (
        <ul
          aria-label={`Completed tasks for ${goal.name}`}
          className="mt-3 flex flex-col gap-1.5 border-t border-line/70 pt-3"
        >
          {related.map((task) => (
            <li key={task.id} className="flex items-start gap-2 text-sm text-ink-soft">
              <span
                aria-hidden
                className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full bg-tier-important/15 text-tier-important"
              >
                <Check className="size-3" strokeWidth={3} />
              </span>
              <span className="line-clamp-1 min-w-0">
                {task.title?.trim() || task.text.trim() || "Empty thought"}
              </span>
            </li>
          ))}
        </ul>
      )}
      {restore.isError && (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-danger/30 bg-danger/8 px-3 py-2 text-sm text-danger"
        >
          {restoreError(restore.error)}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <Button
          onClick={onRestore}
          disabled={restore.isPending}
          aria-label={`Restore ${goal.name}`}
          variant="secondary"
          size="sm"
          className="font-semibold hover:border-accent/40 hover:text-accent"
        >
          {restore.isPending ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <RotateCcw aria-hidden className="size-4" />
          )}
          Restore
        </Button>
      </div>
    </li>
  );
}
