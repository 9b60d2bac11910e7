import type { GoalAssessment } from "@firstly/core/contract/task";
import { fitsGoal } from "@firstly/core/scoring/tiers";
import { scoreTasksBuiltin } from "@firstly/core/scoring/builtin/engine";
import { scoreSubtasksBuiltin } from "@firstly/core/scoring/builtin/subtasks";
import type { ScoringEngine, TaskScore } from "@firstly/core/scoring/types";
import { UNSCORED } from "@firstly/core/scoring/constants";
import type { Env } from "../env";
import type { Db } from "../db/open-database";
import type { Logger } from "../logger";
import type { Notifier } from "../realtime/notifier";
import type { Scorer } from "./scorer";
import { scoreCacheOwner } from "./db-score-cache";
import {
  loadActiveGoals,
  loadScorableTasks,
  writeAssessments,
  type ActiveGoal,
  type ScorableTask,
} from "./assessments";
import { inPersonTransaction } from "../db/person-lock";
import { enqueue } from "../db/enqueue-job";

export interface ScorerOptions {
  env: Env;
  db: Db;
  notifier: Notifier;
  log: Logger;
  now: () => Date;
  /** the model engine; null = built-in only */
  modelEngine?: ScoringEngine | null;
}

function toAssessment(
  goal: ActiveGoal,
  s: TaskScore,
  engine: string,
  basicScore: number | null,
  at: string,
): GoalAssessment {
  return {
    goalType: goal.type,
    score: s.score,
    basicScore,
    fits: fitsGoal(s.score),
    confidence: s.confidence,
    reasoning: s.reasoning,
    engine,
    scoredAt: at,
  };
}

function builtinScores(goal: ActiveGoal, tasks: ScorableTask[]): TaskScore[] {
  return scoreTasksBuiltin({ id: goal.id, type: goal.type, text: goal.description }, tasks);
}

const asScoringGoal = (goal: ActiveGoal) => ({
  id: goal.id,
  type: goal.type,
  text: goal.description,
});

/**
 * The built-in engine's scores for each goal by id. Main goals are scored alone; subtasks are
 * scored together, each against its own text and compared with its siblings (decision 0026).
 */
function builtinScoresByGoal(
  goals: readonly ActiveGoal[],
  subtasks: readonly ActiveGoal[],
  tasks: ScorableTask[],
): Map<string, TaskScore[]> {
  const out = new Map<string, TaskScore[]>();
  for (const goal of goals)
    if (goal.type !== "subtask") out.set(goal.id, builtinScores(goal, tasks));
  if (subtasks.length > 0) {
    const main = goals.find((g) => g.type === "main");
    const bySubtask = scoreSubtasksBuiltin(
      { main: main ? asScoringGoal(main) : null, subtasks: subtasks.map(asScoringGoal) },
      tasks,
    );
    for (const goal of goals) {
      const scores = bySubtask.get(goal.id);
      if (goal.type === "subtask" && scores) out.set(goal.id, scores);
    }
  }
  return out;
}

export function createScorer(options: ScorerOptions): Scorer {
  const { log, notifier, now } = options;
  const model = options.modelEngine ?? null;

  async function builtinPass(
    tx: Db,
    userId: string,
    opts: { taskIds?: string[]; goalIds?: string[] },
  ) {
    const requested = await loadActiveGoals(tx, userId, opts.goalIds);
    if (requested.length === 0) return [];
    // a subtask's fit depends on its siblings: scoring one subtask rescores them all
    const all = opts.goalIds ? await loadActiveGoals(tx, userId) : requested;
    const subtasks = all.filter((g) => g.type === "subtask");
    const goals = requested.some((g) => g.type === "subtask")
      ? [...requested.filter((g) => g.type !== "subtask"), ...subtasks]
      : requested;
    const tasks = await loadScorableTasks(tx, userId, opts.taskIds);
    if (tasks.length === 0) return [];
    const at = now().toISOString();
    const patches = new Map<string, Record<string, GoalAssessment>>();
    const scored = builtinScoresByGoal(goals, subtasks, tasks);
    for (const goal of goals) {
      // keep a model score that is still valid; only fill in what has none
      const pending = new Set(
        tasks
          .filter(
            (t) => !t.goalAssessments[goal.id] || t.goalAssessments[goal.id]?.engine === "builtin",
          )
          .map((t) => t.id),
      );
      for (const s of scored.get(goal.id) ?? []) {
        if (!pending.has(s.taskId)) continue;
        const patch = patches.get(s.taskId) ?? {};
        patch[goal.id] = toAssessment(goal, s, "builtin", s.score, at);
        patches.set(s.taskId, patch);
      }
    }
    return writeAssessments(
      tx,
      userId,
      [...patches].map(([taskId, patch]) => ({ taskId, patch })),
    );
  }

  async function scoreNow(
    tx: Db,
    userId: string,
    opts: { taskIds?: string[]; goalIds?: string[] },
  ) {
    const changed = await builtinPass(tx, userId, opts);
    if (model && changed.length > 0) await enqueueRescore(tx, userId, opts);
    return changed;
  }

  async function enqueueRescore(
    tx: Db,
    userId: string,
    opts: { taskIds?: string[]; goalIds?: string[]; delayMs?: number },
  ) {
    const runAt = new Date(now().getTime() + (opts.delayMs ?? 0));
    await enqueue(
      tx,
      "rescore",
      userId,
      {
        ...(opts.taskIds ? { taskIds: opts.taskIds } : {}),
        ...(opts.goalIds ? { goalIds: opts.goalIds } : {}),
      },
      { runAt },
    );
  }

  /** Background rescoring: built-in first (instant tiers), then the model, goal by goal. */
  function assess(
    goals: readonly ActiveGoal[],
    task: { id: string; title: string | null; text: string },
  ): Record<string, GoalAssessment> {
    const at = now().toISOString();
    const scorable: ScorableTask = { ...task, goalAssessments: {} };
    const out: Record<string, GoalAssessment> = {};
    // subtasks are scored with their siblings, as builtinPass does; one thought's scores depend
    // only on that thought and the goals' texts, so scoring it alone gives the same numbers
    const subtasks = goals.filter((g) => g.type === "subtask");
    const scored = builtinScoresByGoal(goals, subtasks, [scorable]);
    for (const goal of goals) {
      const [s] = scored.get(goal.id) ?? [];
      if (s) out[goal.id] = toAssessment(goal, s, "builtin", s.score, at);
    }
    return out;
  }

  /**
   * One statement: a rescore of exactly this task that no worker has claimed yet is moved to
   * `settle` from now; without one, a new one is queued. A claimed job (running) is left alone:
   * its result is dropped when the text has changed since (writeAssessments' expectText), and the
   * new job rescores the settled text.
   */
  async function settleRescore(tx: Db, userId: string, taskId: string) {
    if (!model) return;
    const runAt = new Date(now().getTime() + options.env.AI_RESCORE_SETTLE_MS);
    await enqueue(
      tx,
      "rescore",
      userId,
      { taskIds: [taskId] },
      { runAt, isMergedWithQueued: true },
    );
  }

  async function runRescore(userId: string, payload: { taskIds?: string[]; goalIds?: string[] }) {
    const db = options.db;
    const changed = new Set(
      await inPersonTransaction(db, userId, (tx) => builtinPass(tx, userId, { ...payload })),
    );
    if (changed.size > 0) notifier.publish(userId, { kind: "scores", ids: [...changed] });
    if (!model) return;
    const goals = await loadActiveGoals(db, userId, payload.goalIds);
    for (const goal of goals) {
      const tasks = (await loadScorableTasks(db, userId, payload.taskIds)).filter(
        (t) => t.goalAssessments[goal.id]?.engine !== model.label,
      );
      if (tasks.length === 0) continue;
      const scores = await scoreCacheOwner.run(userId, () =>
        model.scoreTasks({ id: goal.id, type: goal.type, text: goal.description }, tasks),
      );
      // the goal may have been completed or edited while the model was thinking: then drop the result
      const still = await loadActiveGoals(db, userId, [goal.id]);
      if (still[0]?.description !== goal.description) {
        log.info("rescore.goal_changed", { userId, goalId: goal.id });
        continue;
      }
      const byId = new Map(tasks.map((t) => [t.id, t]));
      const at = now().toISOString();
      const patches = scores
        .filter((s) => s.score !== UNSCORED)
        .map((s) => {
          const task = byId.get(s.taskId);
          const basic = task?.goalAssessments[goal.id]?.basicScore ?? null;
          return {
            taskId: s.taskId,
            expectText: task?.text,
            patch: { [goal.id]: toAssessment(goal, s, model.label, basic, at) },
          };
        });
      const written = await inPersonTransaction(db, userId, (tx) =>
        writeAssessments(tx, userId, patches),
      );
      if (written.length > 0) notifier.publish(userId, { kind: "scores", ids: written });
    }
  }

  return {
    engine: model ? "openai-compatible" : "builtin",
    model: model ? options.env.AI_MODEL : null,
    scoreNow,
    enqueueRescore,
    assess,
    settleRescore,
    runRescore,
  };
}
