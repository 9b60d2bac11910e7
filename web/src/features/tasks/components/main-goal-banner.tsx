import { Link } from "react-router";
import { ChevronRight, Target } from "lucide-react";
import type { Goal } from "@firstly/core/contract/goal";
import { paths } from "../../../lib/paths";

/** The active main goal at the top of home, or a nudge to set one when thoughts exist. */
export function MainGoalBanner({
  goal,
  isNewGoal = false,
}: {
  goal: Goal | null;
  isNewGoal?: boolean;
}) {
  return (
    <Link
      to={paths.goal}
      className="group flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card transition hover:border-accent/40"
    >
      <span
        aria-hidden
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold/15 text-gold"
      >
        <Target className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wider text-muted uppercase">
          Main goal
        </span>
        {goal ? (
          <span className="mt-0.5 line-clamp-2 block font-medium text-ink">{goal.description}</span>
        ) : (
          <span className="mt-0.5 block font-medium text-ink">
            {isNewGoal ? "Set your new main goal" : "Set your main goal"}
          </span>
        )}
      </span>
      <ChevronRight
        aria-hidden
        className="size-5 shrink-0 text-muted transition group-hover:translate-x-0.5"
      />
    </Link>
  );
}
