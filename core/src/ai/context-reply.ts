import { clampDelta } from "./context-adjustment";
import { parseJsonReply } from "./prompt-data";

/**
 * Reads {"deltas":{"t1":-200,...}} into real task id → delta for every member
 * (docs/behaviour/validation.md#ai-replies):
 * - a member left out, or whose delta is not numeric → 0; a numeric string ("-200") counts;
 * - each delta is rounded and clamped to ±1500;
 * - unknown ids (anchors, invented ids) are ignored;
 * - a malformed reply (no JSON, no `deltas` object) → all zeros.
 */
export function parseContextReply(
  text: string,
  localIds: ReadonlyMap<string, string>,
): Map<string, number> {
  const result = new Map<string, number>();
  for (const taskId of localIds.values()) result.set(taskId, 0);
  const json = parseJsonReply(text);
  const deltas = isRecord(json) ? json.deltas : undefined;
  if (!isRecord(deltas)) return result;
  for (const [localId, taskId] of localIds) {
    if (!Object.hasOwn(deltas, localId)) continue;
    result.set(taskId, clampDelta(toNumber(deltas[localId])));
  }
  return result;
}

function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
