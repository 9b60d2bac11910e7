import pMap from "p-map";
import type {
  ScoringEngine,
  ScoringGoal,
  ScoringTask,
  TaskScore,
} from "@firstly/core/scoring/types";
import { UNSCORED } from "@firstly/core/scoring/constants";
import { buildBatchScorePrompt, BATCH_SIZE_MAX } from "@firstly/core/ai/batch-prompt";
import { parseBatchReply, type ParsedScore } from "@firstly/core/ai/batch-reply";
import { buildSingleScorePrompt } from "@firstly/core/ai/single-prompt";
import { parseSingleScore } from "@firstly/core/ai/score-reply";
import { taskPromptText } from "@firstly/core/ai/prompt-data";
import { CONTEXT_REPEATS_DEFAULT } from "@firstly/core/ai/context-runs";
import type { ChatClient } from "./chat-client";
import { scoreCacheKey, type CachedScore, type ScoreCache } from "./score-cache";
import { adjustScoresInContext } from "./context-adjust";

/** Confidence given to a model score (the built-in engine reports its own, lower ones). */
export const MODEL_CONFIDENCE = 0.8;

export interface OpenAiEngineOptions {
  client: ChatClient;
  model: string;
  /** batch: ~N/25 calls with JSON replies; per-task: one call per task, reply = one integer */
  mode: "batch" | "per-task";
  cache?: ScoreCache;
  /**
   * run docs/behaviour/limits.md#context-adjustment context adjustment after scoring (extra calls;
   * results are not cached)
   */
  contextAdjustment?: boolean;
  batchSize?: number;
  /** calls in flight at once */
  concurrency?: number;
  contextRepeats?: number;
  /** PRNG seed for the context-adjustment shuffles */
  seed?: number;
}

/**
 * ScoringEngine over a ChatClient.
 * - Cached (model, goal, task) pairs cost no call; new valid scores are cached after each call.
 * - A task the model left out or scored invalidly gets UNSCORED, confidence 0, reasoning "";
 *   other tasks keep their results.
 * - A failed call (breaker open, timeout, HTTP error, empty reply) rejects the whole run, so the
 *   caller keeps the built-in provisional scores; scores already cached stay cached.
 * - Context adjustment failing only skips the adjustment.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): ScoringEngine {
  const { client, model, mode, cache } = options;
  const batchSize = Math.min(Math.max(1, options.batchSize ?? BATCH_SIZE_MAX), BATCH_SIZE_MAX);
  const concurrency = options.concurrency ?? 4;

  async function scoreBatch(
    goal: ScoringGoal,
    tasks: ScoringTask[],
  ): Promise<Map<string, ParsedScore>> {
    const prompt = buildBatchScorePrompt(goal, tasks);
    return parseBatchReply(await client.complete(prompt), prompt.localIds);
  }

  async function scoreOne(goal: ScoringGoal, task: ScoringTask): Promise<Map<string, ParsedScore>> {
    const score = parseSingleScore(await client.complete(buildSingleScorePrompt(goal, task)));
    return new Map(score === null ? [] : [[task.id, { score, reasoning: "" }]]);
  }

  async function scoreUncached(goal: ScoringGoal, tasks: ScoringTask[], keys: Map<string, string>) {
    const groups = mode === "batch" ? chunk(tasks, batchSize) : tasks.map((t) => [t]);
    const results = new Map<string, ParsedScore>();
    // at most `concurrency` calls in flight; the first failure stops any new one starting
    await pMap(
      groups,
      async (group) => {
        const parsed =
          mode === "batch"
            ? await scoreBatch(goal, group)
            : await scoreOne(goal, group[0] as ScoringTask);
        const fresh: [string, CachedScore][] = [];
        for (const [taskId, value] of parsed) {
          results.set(taskId, value);
          const key = keys.get(taskId);
          if (key) fresh.push([key, value]);
        }
        if (cache && fresh.length > 0) await cache.setMany(fresh);
      },
      { concurrency },
    );
    return results;
  }

  return {
    id: "openai-compatible",
    label: `openai-compatible:${model}`,
    async scoreTasks(goal, tasks) {
      if (tasks.length === 0) return [];
      const keys = new Map(
        tasks.map((t) => [t.id, scoreCacheKey(model, goal.text, taskPromptText(t))]),
      );
      const cached = cache
        ? await cache.getMany([...new Set(keys.values())])
        : new Map<string, CachedScore>();
      const known = new Map<string, ParsedScore>();
      const missing: ScoringTask[] = [];
      for (const task of tasks) {
        const hit = cached.get(keys.get(task.id) ?? "");
        if (hit) known.set(task.id, hit);
        else missing.push(task);
      }
      for (const [taskId, value] of await scoreUncached(goal, missing, keys))
        known.set(taskId, value);

      let adjusted = new Map<string, number>();
      if (options.contextAdjustment) {
        const scored = tasks.flatMap((task) => {
          const value = known.get(task.id);
          return value ? [{ task, score: value.score }] : [];
        });
        adjusted = await adjustScoresInContext({
          client,
          goal,
          scored,
          repeats: options.contextRepeats ?? CONTEXT_REPEATS_DEFAULT,
          seed: options.seed ?? 1,
          concurrency,
        }).catch(() => new Map<string, number>());
      }
      return tasks.map((task): TaskScore => {
        const value = known.get(task.id);
        if (!value) return { taskId: task.id, score: UNSCORED, confidence: 0, reasoning: "" };
        const score = adjusted.get(task.id) ?? value.score;
        return { taskId: task.id, score, confidence: MODEL_CONFIDENCE, reasoning: value.reasoning };
      });
    },
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
