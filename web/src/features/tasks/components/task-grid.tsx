import type { Task } from "@firstly/core/contract/task";
import { cn } from "../../../lib/cn";
import { CARDS_DRAWN_AT_ONCE, EAGER_PICTURES } from "../first-pictures";
import { useIncrementalList } from "../use-incremental-list";
import type { MobileColumns } from "../use-mobile-columns";
import { TaskCard } from "./task-card";

interface TaskGridProps {
  tasks: readonly Task[];
  mainGoalId: string | null;
  mobileColumns: MobileColumns;
  /** the 'Just added' list: its card takes no rank (issue #26) */
  justAdded?: boolean;
  /** the list's name for screen readers */
  label?: string;
  /** focused mode shows three cards: cap the grid at three columns so they fill the row */
  isFocused: boolean;
  /** Settings → Visual enhancement */
  visual?: "basic" | "enhanced";
}

/** 1 or 2 columns on phones (the person's choice), 2 to 4 on wider screens. */
export function TaskGrid({
  tasks,
  mainGoalId,
  mobileColumns,
  justAdded = false,
  label = "Your thoughts, most important first",
  isFocused,
  visual = "enhanced",
}: TaskGridProps) {
  const { visible, sentinel, hasMore } = useIncrementalList(tasks);
  return (
    <>
      <ol
        aria-label={label}
        className={cn(
          // each card its own height: a long card does not stretch its row (issue #26)
          "grid items-start gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3",
          !isFocused && "xl:grid-cols-4",
          mobileColumns === 2 ? "grid-cols-2" : "grid-cols-1",
        )}
      >
        {visible.map((task, index) => (
          <TaskCard
            key={task.id}
            task={task}
            mainGoalId={mainGoalId}
            rank={justAdded ? null : index + 1}
            compact={mobileColumns === 2 || visual === "basic"}
            basic={visual === "basic"}
            eager={index < EAGER_PICTURES}
            drawnAtOnce={index < CARDS_DRAWN_AT_ONCE}
          />
        ))}
      </ol>
      {hasMore && <div ref={sentinel} aria-hidden className="h-px" />}
    </>
  );
}

export function TaskGridSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading thoughts"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-36 animate-pulse rounded-2xl border border-line bg-surface" />
      ))}
    </div>
  );
}
