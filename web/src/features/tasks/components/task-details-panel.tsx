import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown } from "lucide-react";
import type { Task } from "@firstly/core/contract/task";
import { UNSCORED } from "@firstly/core/scoring/constants";
import { labelTierForScore, tierLabel } from "@firstly/core/scoring/tiers";
import { isActiveTask, useTasks } from "../../../lib/queries/tasks";
import { pinnedTaskId, sortTasks } from "../sort-tasks";
import { CorrectionNote } from "./rank-correction-controls";
import { lazyDateFormat } from "../../../lib/date-format";

/**
 * Where home shows this thought: 'Just added' (the pinned newest, no rank), '#N' in the ranked
 * list, or null when it is not on home (completed, delayed, archived) or the list is not loaded.
 */
function useHomePlace(taskId: string, mainGoalId: string | null): string | null {
  const tasks = useTasks(true);
  if (!tasks.data) return null;
  // eslint-disable-next-line react-hooks/purity -- the place on home as of this render, the same order home shows
  const now = Date.now();
  const sorted = sortTasks(tasks.data.filter(isActiveTask), mainGoalId, now);
  const pinned = pinnedTaskId(sorted, now);
  if (pinned === taskId) return "Just added";
  const ranked = pinned ? sorted.slice(1) : sorted;
  const index = ranked.findIndex((t) => t.id === taskId);
  return index === -1 ? null : `#${index + 1} on home`;
}

/** A score as the person reads it: lower comes first, never a fraction that reads as a grade. */
function scoreText(score: number): string {
  return `${score} (1 comes first, 10000 last)`;
}

function engineName(engine: string): string {
  if (engine === "builtin") return "Built-in engine";
  const model = engine.split(":").slice(1).join(":");
  return model ? `AI model (${model})` : "AI model";
}

const dateFormat = lazyDateFormat({ dateStyle: "medium", timeStyle: "short" });

/**
 * Collapsible 'Task Details': priority label, created date, tier, score, reasoning and engine —
 * for the main goal, or for the subtask whose list the thought was opened from.
 */
export function TaskDetailsPanel({
  task,
  mainGoalId,
  subtask = null,
}: {
  task: Task;
  mainGoalId: string | null;
  subtask?: { id: string; name: string } | null;
}) {
  const goalId = subtask?.id ?? mainGoalId;
  const assessment = goalId ? task.goalAssessments[goalId] : undefined;
  const score = assessment?.score ?? UNSCORED;
  const tier = labelTierForScore(score);
  const place = useHomePlace(task.id, mainGoalId);
  return (
    <Collapsible.Root className={`tier-${tier} rounded-2xl border border-line bg-raised`}>
      <Collapsible.Trigger className="group flex w-full items-center gap-3 px-4 py-3.5 text-left">
        <span className="flex-1 font-semibold">Task Details</span>
        <span className="rounded-full px-2.5 py-0.5 text-xs font-semibold tier-chip">
          {tierLabel(tier)}
        </span>
        <ChevronDown
          aria-hidden
          className="size-4 text-muted transition group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-line px-4 py-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {subtask && (
            <>
              <dt className="text-muted">For subtask</dt>
              <dd className="font-medium break-words">{subtask.name}</dd>
            </>
          )}
          <dt className="text-muted">Priority</dt>
          <dd className="inline-flex items-center gap-2 font-medium">
            <span aria-hidden className="size-2.5 rounded-full tier-bar" />
            {tierLabel(tier)}
          </dd>
          {place && (
            <>
              <dt className="text-muted">Rank</dt>
              <dd className="font-medium tabular-nums">{place}</dd>
            </>
          )}
          <dt className="text-muted">Score</dt>
          <dd className="tabular-nums">
            {tier === "unscored" ? "Not scored yet" : scoreText(score)}
          </dd>
          <dt className="text-muted">Created</dt>
          <dd>{dateFormat.format(new Date(task.createdAt))}</dd>
          {assessment?.engineScore !== undefined && (
            <>
              <dt className="text-muted">Engine's score</dt>
              <dd className="tabular-nums">
                {assessment.engineScore}
                {assessment.learnedShift !== undefined && (
                  <span className="text-muted">
                    {" "}
                    · {assessment.learnedShift > 0 ? "later" : "earlier"} from what you taught it
                  </span>
                )}
              </dd>
            </>
          )}
          {assessment && (
            <>
              <dt className="text-muted">Scored by</dt>
              <dd>{engineName(assessment.engine)}</dd>
            </>
          )}
        </dl>
        {mainGoalId && !subtask && <CorrectionNote task={task} goalId={mainGoalId} />}
        {assessment?.reasoning && (
          <p className="mt-3 rounded-xl bg-surface p-3 text-sm leading-relaxed text-ink-soft">
            {assessment.reasoning}
          </p>
        )}
        {task.aiDescription && (
          <p className="mt-3 text-sm text-ink-soft">
            <span className="font-semibold text-ink">AI note: </span>
            {task.aiDescription}
          </p>
        )}
        {task.originalText && (
          <div className="mt-3 rounded-xl border border-dashed border-line p-3 text-sm">
            <p className="font-semibold text-ink">Your words, before AI clarified them</p>
            <p className="mt-1 whitespace-pre-line text-ink-soft">{task.originalText}</p>
          </div>
        )}
        {!goalId && (
          <p className="mt-3 text-sm text-muted">Set a main goal to see how this thought ranks.</p>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
