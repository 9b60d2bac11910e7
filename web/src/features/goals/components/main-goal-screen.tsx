import { RotateCw } from "lucide-react";
import { activeMainGoal, useGoals } from "../../../lib/queries/goals";
import { useMe } from "../../../lib/queries/session";
import { GoalScreenFrame, GoalScreenSkeleton } from "./goal-screen-frame";
import { MainGoalCreate } from "./main-goal-create";
import { MainGoalDetail } from "./main-goal-detail";

/** /goal — the active main goal's detail, or the form to set one when there is none. */
export function MainGoalScreen() {
  const me = useMe();
  const goals = useGoals(Boolean(me.data?.user));
  const goal = activeMainGoal(goals.data);

  if (goals.isSuccess && goal) return <MainGoalDetail key={goal.id} goal={goal} />;
  if (goals.isSuccess) {
    const hadGoal = goals.data.some((g) => g.type === "main");
    return <MainGoalCreate isNewGoal={hadGoal} />;
  }
  const error = me.error ?? goals.error;
  return (
    <GoalScreenFrame title="Main Goal">
      {error ? (
        <div role="alert" className="mt-10 text-center">
          <p className="text-ink-soft">{error.message}</p>
          <button
            type="button"
            onClick={() => void (me.isError ? me.refetch() : goals.refetch())}
            className="mt-4 inline-flex items-center gap-2 rounded-xl border border-line bg-surface px-4 py-2 font-medium"
          >
            <RotateCw aria-hidden className="size-4" /> Try again
          </button>
        </div>
      ) : (
        <GoalScreenSkeleton />
      )}
    </GoalScreenFrame>
  );
}
