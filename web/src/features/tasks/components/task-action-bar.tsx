import { Archive, CheckCircle2, Clock, RotateCcw, type LucideIcon } from "lucide-react";
import type { Task, TaskAction } from "@firstly/core/contract/task";
import { cn } from "../../../lib/cn";

interface ActionButton {
  action: TaskAction["action"];
  label: string;
  icon: LucideIcon;
  primary?: boolean;
  pressed?: boolean;
}

/**
 * Actions for a status (docs/behaviour/states.md#task-status): delay and skip toggle, completed
 * tasks can only be uncompleted. A scheduled thought (delayed with a recurrence) says Scheduled,
 * not Delayed (issue #26).
 */
export function actionsFor(status: Task["status"], isScheduled = false): ActionButton[] {
  if (status === "completed")
    return [{ action: "uncomplete", label: "Uncomplete", icon: RotateCcw, primary: true }];
  return [
    { action: "complete", label: "Complete", icon: CheckCircle2, primary: true },
    {
      action: "delay",
      label: status === "delayed" ? (isScheduled ? "Scheduled" : "Delayed") : "Delay",
      icon: Clock,
      pressed: status === "delayed",
    },
    {
      action: "skip",
      label: status === "skipped" ? "Archived" : "Archive",
      icon: Archive,
      pressed: status === "skipped",
    },
  ];
}

interface TaskActionBarProps {
  status: Task["status"];
  /** delayed by a schedule (a recurrence) rather than by Delay */
  isScheduled?: boolean;
  busy: TaskAction["action"] | null;
  onAction: (action: "complete" | "uncomplete" | "delay" | "skip") => void;
}

export function TaskActionBar({ status, isScheduled, busy, onAction }: TaskActionBarProps) {
  return (
    // data-action-bar lifts the toasts above this bar (styles.css --toast-bottom)
    <div
      data-action-bar
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <div
        role="toolbar"
        aria-label="Task actions"
        className="mx-auto flex max-w-2xl gap-2 px-4 py-3"
      >
        {actionsFor(status, isScheduled).map(({ action, label, icon: Icon, primary, pressed }) => (
          <button
            key={action}
            type="button"
            disabled={busy !== null}
            aria-pressed={pressed}
            onClick={() => onAction(action as "complete" | "uncomplete" | "delay" | "skip")}
            className={cn(
              "inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-xl text-sm font-semibold transition disabled:opacity-50",
              primary
                ? "bg-accent text-accent-ink hover:opacity-90"
                : "border border-line bg-surface text-ink-soft hover:text-ink",
              pressed && "border-accent/40 bg-accent-soft text-accent",
            )}
          >
            <Icon aria-hidden className={cn("size-4", busy === action && "animate-pulse")} />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
