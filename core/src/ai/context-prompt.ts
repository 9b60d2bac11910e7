import type { ScoringGoal, ScoringTask } from "../scoring/types";
import { aiUses, CONTEXT_DELTA_LIMIT } from "../scoring/constants";
import type { ChatPrompt } from "./chat-message";
import { DATA_NOT_INSTRUCTIONS, dataBlock, taskPromptText } from "./prompt-data";
import { SCALE_GUIDE } from "./single-prompt";

export interface ScoredTask {
  task: ScoringTask;
  score: number;
}

export interface ContextPrompt extends ChatPrompt {
  /** local id (t1..tN) → real task id, members only; anchors are a1..aK and map to nothing */
  localIds: Map<string, string>;
}

/**
 * Completion budget per member: `"t12":-350,` is about 6 tokens; the
 * docs/behaviour/calls.md#ai-uses 200 is the floor.
 */
export const CONTEXT_TOKENS_PER_TASK = 8;

/**
 * Asks the model to look at already scored tasks side by side and propose a delta per member
 * (negative = sooner). Anchors are shown with their scores for calibration only. Members come in
 * the order given (the caller shuffles between repeats). Reply:
 * {"deltas":{"t1":-200,"t4":350}} — omitted ids mean 0. Temperature 0.1
 * (docs/behaviour/calls.md#ai-uses).
 */
export function buildContextPrompt(
  goal: ScoringGoal,
  members: readonly ScoredTask[],
  anchors: readonly ScoredTask[],
): ContextPrompt {
  const localIds = new Map<string, string>();
  const memberData = members.map((m, index) => {
    const id = `t${index + 1}`;
    localIds.set(id, m.task.id);
    return { id, score: m.score, text: taskPromptText(m.task) };
  });
  const anchorData = anchors.map((a, index) => ({
    id: `a${index + 1}`,
    score: a.score,
    text: taskPromptText(a.task),
  }));
  const system = [
    "You review a person's task list, already scored one by one against their goal, and correct the scores by looking at the tasks together.",
    SCALE_GUIDE,
    DATA_NOT_INSTRUCTIONS,
    `For each task in <tasks_data> you may propose a delta between -${CONTEXT_DELTA_LIMIT} and ${CONTEXT_DELTA_LIMIT} (negative = do sooner).`,
    "Tasks in <anchors_data> are fixed reference points: use them to calibrate, never return deltas for them.",
    'Reply with JSON only: {"deltas":{"t1":-200,"t4":350}}. Leave out tasks whose score is right.',
  ].join("\n");
  const user = [
    "Goal:",
    dataBlock("goal_data", { goal: goal.text }),
    `Tasks to review (${memberData.length}), JSON array of {id, score, text}:`,
    dataBlock("tasks_data", memberData),
    `Anchors (${anchorData.length}):`,
    dataBlock("anchors_data", anchorData),
  ].join("\n");
  return {
    messages: [
      { role: "system", content: system },
      { role: "user", content: user },
    ],
    temperature: aiUses.contextAdjustment.temperature,
    maxTokens: Math.max(
      aiUses.contextAdjustment.maxTokens,
      20 + members.length * CONTEXT_TOKENS_PER_TASK,
    ),
    responseFormat: "json",
    localIds,
  };
}
