import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown } from "lucide-react";
import type { Goal } from "@firstly/core/contract/goal";
import type { ScoreTier } from "@firstly/core/scoring/tiers";
import { tierLabel } from "@firstly/core/scoring/tiers";
import { lazyDateFormat } from "../../../lib/date-format";

const dateFormat = lazyDateFormat({ dateStyle: "medium", timeStyle: "short" });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

interface GoalDetailsPanelProps {
  goal: Goal;
  /**
   * subtasks only (docs/behaviour/goals.md): the tier of the most urgent task that fits it, null
   * when none
   */
  priority?: ScoreTier | null;
}

/** Collapsible 'Details': priority (subtasks), created date, completion date and type. */
export function GoalDetailsPanel({ goal, priority }: GoalDetailsPanelProps) {
  const isSubtask = goal.type === "subtask";
  const tier = priority ?? null;
  return (
    <Collapsible.Root
      className={`tier-${tier ?? "unscored"} rounded-2xl border border-line bg-raised`}
    >
      <Collapsible.Trigger className="group flex w-full items-center gap-3 px-4 py-3.5 text-left">
        <span className="flex-1 font-semibold">Details</span>
        {isSubtask && (
          <span className="rounded-full px-2.5 py-0.5 text-xs font-semibold tier-chip">
            {tierLabel(tier ?? "standard")}
          </span>
        )}
        <ChevronDown
          aria-hidden
          className="size-4 text-muted transition group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-line px-4 py-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {isSubtask && (
            <>
              <dt className="text-muted">Priority</dt>
              <dd className="font-medium">{tierLabel(tier ?? "standard")}</dd>
            </>
          )}
          <dt className="text-muted">Created</dt>
          <dd>{formatDate(goal.createdAt)}</dd>
          {goal.completedAt && (
            <>
              <dt className="text-muted">Completed</dt>
              <dd>{formatDate(goal.completedAt)}</dd>
            </>
          )}
          <dt className="text-muted">Type</dt>
          <dd>{isSubtask ? "Subtask" : "Main goal"}</dd>
          <dt className="text-muted">Status</dt>
          <dd className="capitalize">{goal.status}</dd>
        </dl>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
