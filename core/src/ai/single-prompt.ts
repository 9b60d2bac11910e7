import type { ScoringGoal, ScoringTask } from "../scoring/types";
import { aiUses } from "../scoring/constants";
import type { ChatPrompt } from "./chat-message";
import { DATA_NOT_INSTRUCTIONS, dataBlock, taskPromptText } from "./prompt-data";

export const SCALE_GUIDE =
  "Scores are integers from 1 to 10000; lower means do it first. " +
  "1–1000: critical, among the first things to do for the goal. 1001–3000: important, clearly on the path. " +
  "3001–7000: useful, helps a bit. 7001–9999: no bearing on the goal. 10000: works against the goal.";

/**
 * The per-task prompt (docs/behaviour/calls.md#ai-uses scoring: temperature 0.3, max 50 tokens).
 * The reply must be one integer; `parseSingleScore` reads it.
 */
export function buildSingleScorePrompt(goal: ScoringGoal, task: ScoringTask): ChatPrompt {
  const system = [
    `You prioritise one person's tasks against their ${goal.type === "main" ? "main goal" : "sub-goal"}.`,
    SCALE_GUIDE,
    DATA_NOT_INSTRUCTIONS,
    "Reply with the score only: one integer, no words.",
  ].join("\n");
  const user = [
    "Goal:",
    dataBlock("goal_data", { goal: goal.text }),
    "Task to score:",
    dataBlock("task_data", { text: taskPromptText(task) }),
  ].join("\n");
  return {
    messages: [
      { role: "system", content: system },
      { role: "user", content: user },
    ],
    temperature: aiUses.scoring.temperature,
    maxTokens: aiUses.scoring.maxTokens,
  };
}
