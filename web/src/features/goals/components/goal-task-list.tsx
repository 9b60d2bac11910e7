import { Link } from "react-router";
import { ChevronRight, ListChecks } from "lucide-react";
import { labelTierForScore, tierLabel } from "@firstly/core/scoring/tiers";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import type { GoalTask } from "../api/goal-tasks";

interface GoalTaskListProps {
  items: readonly GoalTask[] | undefined;
  isMain: boolean;
  isCompleted: boolean;
  /** the task list failed to load */
  error?: string | null;
  /** a subtask's id: its thoughts open with this subtask's score in Task Details */
  subtaskId?: string;
}

/**
 * The goal's own list (docs/behaviour/goals.md): fitting pending notes, most urgent first; tap
 * opens the task.
 */
export function GoalTaskList({ items, isMain, isCompleted, error, subtaskId }: GoalTaskListProps) {
  const noun = isMain ? "goal" : "subtask";
  return (
    <section aria-labelledby="goal-tasks-heading">
      <div className="mb-2 flex items-baseline gap-2">
        <h2 id="goal-tasks-heading" className="text-lg font-semibold tracking-tight">
          Thoughts for this {noun}
        </h2>
        {items && items.length > 0 && (
          <span className="text-sm text-muted tabular-nums">{items.length}</span>
        )}
      </div>
      {error ? (
        <p role="alert" className="rounded-2xl bg-danger/8 px-4 py-3 text-sm text-danger">
          {error}
        </p>
      ) : !items ? (
        <div aria-busy="true" aria-label="Loading tasks" className="flex flex-col gap-2">
          {[0, 1].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-2xl bg-line/60" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="flex items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-5 text-sm text-muted">
          <ListChecks aria-hidden className="size-5 shrink-0" />
          {isCompleted
            ? `This ${noun} is completed; restore it to rank thoughts against it again.`
            : `No thoughts fit this ${noun} yet. New thoughts are scored against it as you add them.`}
        </div>
      ) : (
        <ul aria-label={`Thoughts for this ${noun}`} className="flex flex-col gap-2">
          {items.map(({ task, score }) => {
            const tier = labelTierForScore(score);
            const heading = task.title?.trim() || task.text.trim() || "Empty thought";
            const body = task.title?.trim() ? task.text.trim() : "";
            return (
              <li key={task.id} className={`tier-${tier}`}>
                <Link
                  to={paths.task(task.id)}
                  state={subtaskId ? { subtaskId } : undefined}
                  className="group relative flex items-center gap-3 overflow-hidden rounded-2xl border border-line/80 py-3 pr-3 pl-5 tier-tint shadow-card transition hover:-translate-y-0.5"
                >
                  <span aria-hidden className="absolute inset-y-0 left-0 w-1 tier-bar" />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 font-medium text-ink">{heading}</span>
                    {body && <span className="mt-0.5 line-clamp-1 text-sm text-muted">{body}</span>}
                  </span>
                  <span
                    className={cn(
                      "shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold tier-chip",
                    )}
                  >
                    {tierLabel(tier)}
                  </span>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
