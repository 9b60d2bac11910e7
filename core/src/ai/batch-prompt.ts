import type { ScoringGoal, ScoringTask } from "../scoring/types";
import { aiUses } from "../scoring/constants";
import type { ChatPrompt } from "./chat-message";
import { DATA_NOT_INSTRUCTIONS, dataBlock, taskPromptText } from "./prompt-data";
import { SCALE_GUIDE } from "./single-prompt";

/** Most tasks scored by one batch call. */
export const BATCH_SIZE_MAX = 25;
/** Completion budget per task in a batch reply (id, score and one short line of reasoning). */
export const BATCH_TOKENS_PER_TASK = 60;

export interface BatchPrompt extends ChatPrompt {
  /** local id (t1..tN) → real task id. Real ids never enter the prompt. */
  localIds: Map<string, string>;
}

/** `t1`…`tN` in the order given. */
export function localTaskId(index: number): string {
  return `t${index + 1}`;
}

/**
 * One call scoring up to 25 tasks against one goal. Task texts are a JSON array of {id, text}
 * inside <tasks_data>; the system message says it is data. Reply shape:
 * {"scores":[{"id":"t1","score":1234,"reasoning":"one line"}]} — read by `parseBatchReply`.
 * Temperature is the scoring one (0.3); max tokens scale with the batch because the
 * docs/behaviour/calls.md#ai-uses 50 is per task.
 */
export function buildBatchScorePrompt(
  goal: ScoringGoal,
  tasks: readonly ScoringTask[],
): BatchPrompt {
  if (tasks.length === 0 || tasks.length > BATCH_SIZE_MAX) {
    throw new RangeError(`a batch holds 1–${BATCH_SIZE_MAX} tasks, got ${tasks.length}`);
  }
  const localIds = new Map<string, string>();
  const data = tasks.map((task, index) => {
    const id = localTaskId(index);
    localIds.set(id, task.id);
    return { id, text: taskPromptText(task) };
  });
  const system = [
    `You prioritise one person's tasks against their ${goal.type === "main" ? "main goal" : "sub-goal"}.`,
    SCALE_GUIDE,
    DATA_NOT_INSTRUCTIONS,
    'Reply with JSON only, exactly this shape: {"scores":[{"id":"t1","score":1234,"reasoning":"one short line"}]}',
    "Give one entry for every task id you were given and no others.",
  ].join("\n");
  const user = [
    "Goal:",
    dataBlock("goal_data", { goal: goal.text }),
    `Tasks to score (${data.length}), a JSON array of {id, text}:`,
    dataBlock("tasks_data", data),
  ].join("\n");
  return {
    messages: [
      { role: "system", content: system },
      { role: "user", content: user },
    ],
    temperature: aiUses.scoring.temperature,
    maxTokens: 40 + tasks.length * BATCH_TOKENS_PER_TASK,
    responseFormat: "json",
    localIds,
  };
}
