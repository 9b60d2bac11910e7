import { readDataBlock } from "@firstly/core/ai/prompt-data";
import type { FakeChatRequest } from "./fake-openai";

const STOP = new Set([
  "the",
  "and",
  "for",
  "with",
  "a",
  "an",
  "to",
  "of",
  "in",
  "on",
  "my",
  "is",
  "at",
  "by",
  "or",
  "it",
]);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && !STOP.has(w))
      .map((w) => w.replace(/(ing|ed|s)$/, "")),
  );
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A plausible score: word overlap with the goal pulls it down, plus a stable jitter of ±300. */
export function plausibleScore(goal: string, task: string): number {
  const goalWords = words(goal);
  const taskWords = words(task);
  let shared = 0;
  for (const w of taskWords) if (goalWords.has(w)) shared++;
  const overlap = goalWords.size === 0 ? 0 : Math.min(1, (2 * shared) / goalWords.size);
  const jitter = (hash(task) % 601) - 300;
  return Math.min(10_000, Math.max(1, Math.round(8_000 - 6_500 * overlap + jitter)));
}

type DataItem = { id?: unknown; text?: unknown; score?: unknown };

/**
 * The fake's default model: reads the goal and tasks from the prompt's data blocks (as the
 * core prompt builders write them) and answers in the shape each prompt asks for —
 * context adjustment {"deltas"}, batch {"scores"}, per-task one integer. Other prompts get "OK".
 */
export function smartReply(req: FakeChatRequest): string {
  const text = req.messages
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .join("\n");
  const goalData = readDataBlock(text, "goal_data") as { goal?: unknown } | undefined;
  const goal = typeof goalData?.goal === "string" ? goalData.goal : "";
  const tasks = readDataBlock(text, "tasks_data");
  if (Array.isArray(tasks) && readDataBlock(text, "anchors_data") !== undefined) {
    const deltas: Record<string, number> = {};
    for (const item of tasks as DataItem[]) {
      if (typeof item.id !== "string" || typeof item.score !== "number") continue;
      // a second look: pull towards the plausible score, plus a stable per-task change of mind
      const opinion = (hash(`ctx${String(item.text)}`) % 401) - 200;
      const delta =
        Math.round((plausibleScore(goal, String(item.text)) - item.score) / 4) + opinion;
      if (Math.abs(delta) >= 50) deltas[item.id] = delta;
    }
    return JSON.stringify({ deltas });
  }
  if (Array.isArray(tasks)) {
    const scores = (tasks as DataItem[]).map((item) => ({
      id: item.id,
      score: plausibleScore(goal, String(item.text)),
      reasoning: "shares words with the goal",
    }));
    return JSON.stringify({ scores });
  }
  const task = readDataBlock(text, "task_data") as DataItem | undefined;
  if (task) return String(plausibleScore(goal, String(task.text)));
  return "OK";
}
