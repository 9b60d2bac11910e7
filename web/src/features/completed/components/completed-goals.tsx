import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import * as Tabs from "@radix-ui/react-tabs";
import { ChevronRight, ListChecks, Trophy } from "lucide-react";
import { paths } from "../../../lib/paths";
import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";
import { useGoals } from "../../../lib/queries/goals";
import { useMe } from "../../../lib/queries/session";
import { useTaskList } from "../api/completed-tasks";
import { completedGoals } from "../related-tasks";
import { CompletedGoalItem } from "./completed-goal-item";

type Tab = "goals" | "subtasks";

/** Completed Goals drawer content: tabs Goals and Subtasks, each item with Restore. */
export function CompletedGoals() {
  const me = useMe();
  const ready = Boolean(me.data?.user);
  const goals = useGoals(ready);
  const tasks = useTaskList(ready);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "subtasks" ? "subtasks" : "goals";
  const mains = useMemo(() => completedGoals(goals.data ?? [], "main"), [goals.data]);
  const subtasks = useMemo(() => completedGoals(goals.data ?? [], "subtask"), [goals.data]);

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) =>
        setParams(next === "subtasks" ? { tab: next } : {}, { replace: true })
      }
      className="flex flex-col"
    >
      <Tabs.List
        aria-label="Completed items"
        className="sticky top-0 z-10 mx-4 mt-4 grid grid-cols-2 gap-1 rounded-xl bg-line/60 p-1"
      >
        {(
          [
            ["goals", "Goals", mains.length],
            ["subtasks", "Subtasks", subtasks.length],
          ] as const
        ).map(([value, label, count]) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="inline-flex h-9 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold text-ink-soft transition data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card"
          >
            {label}
            {goals.isSuccess && count > 0 && (
              <span className="rounded-full bg-canvas px-1.5 text-xs text-muted tabular-nums">
                {count}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* completed thoughts live in Completed Items, browsable without a query (issue #26) */}
      <Link
        to={paths.searchCompleted}
        className="mx-4 mt-3 flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-sm font-medium text-ink transition hover:border-accent/40"
      >
        <ListChecks aria-hidden className="size-5 shrink-0 text-accent" />
        <span className="flex-1">Completed thoughts: see them in Completed Items</span>
        <ChevronRight aria-hidden className="size-4 text-muted" />
      </Link>
      <Tabs.Content value="goals" className="outline-none">
        <CompletedList
          goals={goals.isSuccess ? mains : undefined}
          tasks={tasks.data}
          error={goals.error?.message ?? null}
          emptyText="No completed main goals yet"
        />
      </Tabs.Content>
      <Tabs.Content value="subtasks" className="outline-none">
        <CompletedList
          goals={goals.isSuccess ? subtasks : undefined}
          tasks={tasks.data}
          error={goals.error?.message ?? null}
          emptyText="No completed subtasks yet"
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

interface CompletedListProps {
  goals: Goal[] | undefined;
  tasks: Task[] | undefined;
  error: string | null;
  emptyText: string;
}

function CompletedList({ goals, tasks, error, emptyText }: CompletedListProps) {
  if (error)
    return (
      <p role="alert" className="m-4 rounded-xl bg-danger/8 px-3 py-2 text-sm text-danger">
        {error}
      </p>
    );
  if (!goals)
    return (
      <div
        aria-busy="true"
        aria-label="Loading completed goals"
        className="flex flex-col gap-3 p-4"
      >
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-2xl bg-line/60" />
        ))}
      </div>
    );
  if (goals.length === 0)
    return (
      <div className="flex flex-col items-center px-8 pt-16 pb-10 text-center">
        <span
          aria-hidden
          className="grid size-14 place-items-center rounded-2xl bg-gold/15 text-gold"
        >
          <Trophy className="size-7" />
        </span>
        <p className="mt-4 font-semibold">{emptyText}</p>
        <p className="mt-1 text-sm text-muted">
          When you complete one, it lands here with the tasks you finished along the way.
        </p>
      </div>
    );
  return (
    <ul className="flex flex-col gap-3 p-4 pb-[calc(2rem+env(safe-area-inset-bottom))]">
      {goals.map((goal) => (
        <CompletedGoalItem key={goal.id} goal={goal} tasks={tasks} />
      ))}
    </ul>
  );
}
