import pMap from "p-map";
import type { ScoringGoal } from "@firstly/core/scoring/types";
import { buildContextPrompt, type ScoredTask } from "@firstly/core/ai/context-prompt";
import { parseContextReply } from "@firstly/core/ai/context-reply";
import { combineContextDeltas, planContextRuns } from "@firstly/core/ai/context-runs";
import type { ChatClient } from "./chat-client";

export interface ContextAdjustOptions {
  client: ChatClient;
  goal: ScoringGoal;
  scored: readonly ScoredTask[];
  repeats: number;
  seed: number;
  concurrency: number;
}

/**
 * Runs the docs/behaviour/limits.md#context-adjustment context adjustment over scored tasks;
 * returns task id → adjusted score.
 */
export async function adjustScoresInContext(
  options: ContextAdjustOptions,
): Promise<Map<string, number>> {
  const runs =
    options.scored.length < 2 ? [] : planContextRuns(options.scored, options.repeats, options.seed);
  const deltas = new Map<string, number[]>();
  // at most `concurrency` calls in flight; the first failure stops any new one starting
  await pMap(
    runs,
    async (run) => {
      const prompt = buildContextPrompt(options.goal, run.members, run.anchors);
      const reply = await options.client.complete(prompt);
      for (const [taskId, delta] of parseContextReply(reply, prompt.localIds)) {
        const list = deltas.get(taskId) ?? [];
        list.push(delta);
        deltas.set(taskId, list);
      }
    },
    { concurrency: options.concurrency },
  );
  return combineContextDeltas(options.scored, deltas);
}
