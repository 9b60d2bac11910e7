import { z } from "zod";
import { SCORE_MAX, SCORE_MIN } from "../scoring/constants";
import { parseJsonReply } from "./prompt-data";

export const REASONING_MAX = 160;

export interface ParsedScore {
  score: number;
  reasoning: string;
}

const Item = z.object({
  id: z.string(),
  score: z.number().int().min(SCORE_MIN).max(SCORE_MAX),
  reasoning: z.string().optional(),
});
const Reply = z.object({ scores: z.array(z.unknown()) });

/**
 * Reads a batch reply into real task id → score. Model output is untrusted:
 * - one ```json fence and a short preamble are tolerated; anything else unparseable → empty map;
 * - each item is validated alone (zod): an integer score 1–10000 and a string id, else skipped;
 * - only ids in `localIds` count (unknown ids ignored); the first valid item per id wins;
 * - reasoning is whitespace-collapsed and cut to 160 characters.
 * Tasks missing from the map are unscored by the caller (999999) — never guessed.
 */
export function parseBatchReply(
  text: string,
  localIds: ReadonlyMap<string, string>,
): Map<string, ParsedScore> {
  const result = new Map<string, ParsedScore>();
  const reply = Reply.safeParse(parseJsonReply(text));
  if (!reply.success) return result;
  for (const raw of reply.data.scores) {
    const item = Item.safeParse(raw);
    if (!item.success) continue;
    const taskId = localIds.get(item.data.id.trim());
    if (taskId === undefined || result.has(taskId)) continue;
    result.set(taskId, {
      score: item.data.score,
      reasoning: trimReasoning(item.data.reasoning ?? ""),
    });
  }
  return result;
}

export function trimReasoning(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > REASONING_MAX ? `${line.slice(0, REASONING_MAX - 1)}…` : line;
}
